// Purges by surrogate key at every Varnish (deploy/varnish/default.vcl): `PURGE /` with
// `Surrogate-Key: a b c`, which the VCL turns into a ban on obj.http.Surrogate-Key. Every configured
// Varnish is told at once (EDGE_PURGE_URLS); keys go in batches so no header outgrows Varnish's
// limit. A Varnish that does not answer in time, or refuses, is logged and skipped: its pages then
// expire by their own max-age.
import type { EdgePurge } from '../../application/edge/edge-purge';

export interface VarnishEdgePurgeSettings {
  urls: readonly string[];
  timeoutMs?: number;
  fetch?: typeof fetch;
  onFailure?: (url: string, reason: string) => void;
}

const KEYS_PER_REQUEST = 100;

export class VarnishEdgePurge implements EdgePurge {
  constructor(private readonly settings: VarnishEdgePurgeSettings) {}

  async purge(keys: readonly string[]): Promise<void> {
    const batches: string[][] = [];
    for (let i = 0; i < keys.length; i += KEYS_PER_REQUEST) batches.push(keys.slice(i, i + KEYS_PER_REQUEST));
    await Promise.all(this.settings.urls.flatMap((url) => batches.map((batch) => this.send(url, batch))));
  }

  private async send(url: string, keys: readonly string[]): Promise<void> {
    try {
      const response = await (this.settings.fetch ?? fetch)(url, {
        method: 'PURGE',
        headers: { 'surrogate-key': keys.join(' ') },
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 2_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) this.settings.onFailure?.(url, `answered ${response.status}`);
    } catch (error) {
      this.settings.onFailure?.(url, error instanceof Error ? error.message : String(error));
    }
  }
}
