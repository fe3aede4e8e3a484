import { Transform, type TransformCallback } from 'node:stream';
import { scriptSafeJson } from '../../ui/app-context';
import { DEFERRED_GLOBAL, hasSettled, isThenable, track, type Settled } from '../../ui/deferred-data';

/**
 * Collects the promises in each route's top-level loader fields, gives the hydration payload a
 * marker for each, and writes every settled value into the HTML stream as a nonce'd script, so the
 * browser's router hydrates the same values the server rendered.
 */
export class DeferredStream {
  private readonly pending: string[] = [];
  readonly transform: Transform & { flush(): void };

  /**
   * React writes in buffered pieces that may split a tag, then calls `flush()` when a render pass
   * is complete: scripts are only inserted at those points, before the closing `</body></html>`
   * when React has written it. `afterFlush` lets the HTTP response flush (compression buffers).
   */
  constructor(
    private readonly nonce: string,
    afterFlush: () => void = () => {},
    /** Rewrites each whole pass before it goes out (static parts spliced in: static-parts.ts). */
    filter?: (html: Buffer) => Buffer[],
  ) {
    const pending = this.pending;
    let buffered: Buffer[] = [];
    const pushHtml = (stream: Transform, html: Buffer) => {
      if (!filter) stream.push(html);
      else {
        // One buffer a pass, as without the filter: what is downstream (the hole filler, the
        // socket) pays per write, and a page spliced from a hundred parts would be a hundred writes.
        const pieces = filter(html);
        stream.push(pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces));
      }
    };
    // Bytes stay bytes: decoding React's output to a string and encoding it again cost a few
    // percent of every render, for the few flushes that actually insert scripts.
    const drain = (stream: Transform) => {
      const html = buffered.length === 1 ? buffered[0]! : Buffer.concat(buffered);
      buffered = [];
      const scripts = pending.splice(0).join('');
      if (!scripts) {
        if (html.length) pushHtml(stream, html);
        return;
      }
      const end = endsWithDocumentClose(html) ? html.length - DOCUMENT_CLOSE.length : html.length;
      if (end) pushHtml(stream, html.subarray(0, end));
      stream.push(Buffer.from(scripts));
      if (end < html.length) stream.push(html.subarray(end));
    };
    const transform = new Transform({
      transform(chunk: Buffer, _encoding, callback: TransformCallback) {
        buffered.push(chunk);
        callback();
      },
      flush(callback: TransformCallback) {
        drain(this);
        callback();
      },
    });
    this.transform = Object.assign(transform, {
      flush() {
        drain(transform);
        afterFlush();
      },
    });
  }

  /** Loader data as JSON can carry it: promises replaced by markers that are settled later. */
  markers(loaderData: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [routeId, data] of Object.entries(loaderData)) {
      if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        out[routeId] = data;
        continue;
      }
      const fields: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
        if (!isThenable(value)) {
          fields[key] = value;
          continue;
        }
        const id = `${routeId}/${key}`;
        fields[key] = { __deferred: id };
        Promise.resolve(value).then(
          (settled) => this.queue(id, { ok: true, value: settled }),
          (error: unknown) => this.queue(id, { ok: false, message: error instanceof Error && error.name !== 'Error' ? error.name : 'Unavailable' }),
        );
      }
      out[routeId] = fields;
    }
    return out;
  }

  private queue(id: string, settled: Settled) {
    this.pending.push(
      `<script nonce="${this.nonce}">(self.${DEFERRED_GLOBAL}=self.${DEFERRED_GLOBAL}||{})[${scriptSafeJson(id)}]=${scriptSafeJson(settled)}</script>`,
    );
  }
}

const DOCUMENT_CLOSE = Buffer.from('</body></html>');

function endsWithDocumentClose(html: Buffer): boolean {
  return html.length >= DOCUMENT_CLOSE.length && html.subarray(html.length - DOCUMENT_CLOSE.length).equals(DOCUMENT_CLOSE);
}

/**
 * How long a document waits for its deferred data before rendering the shell. What settles by then
 * renders in the shell, in place: a browser without JavaScript sees it (the streamed replacement of
 * a Suspense fallback is done by a script), and no boundary is left to fill in. What takes longer
 * streams in as before. The embedded adapters settle in under a millisecond; a hosted upstream
 * answering from its cache settles well within it, a slow one costs the shell at most this long.
 */
export const INLINE_DEFERRED_MS = 150;

/**
 * With `?complete=1` (the link a deferred part's fallback offers browsers without JavaScript) the
 * document waits for every deferred part before it is sent: the upstream adapters' own deadlines
 * (at most 4 s) end each wait well before this.
 */
export const COMPLETE_DEFERRED_MS = 5_000;
export const COMPLETE_PARAM = 'complete';

/**
 * Waits until every promise in the routes' top-level loader fields has settled, or `ms` has passed,
 * marking each settled promise so that React renders its outcome without suspending.
 */
export async function settleWithin(loaderData: Record<string, unknown>, ms: number = INLINE_DEFERRED_MS): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const data of Object.values(loaderData)) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) continue;
    for (const value of Object.values(data as Record<string, unknown>)) {
      if (isThenable(value) && !hasSettled(value)) pending.push(track(value));
    }
  }
  if (pending.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(pending), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** For JSON responses: waits for every top-level promise and sends its settled form. */
export async function settleDeferred(data: unknown): Promise<unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const entries = await Promise.all(
    Object.entries(data as Record<string, unknown>).map(async ([key, value]) => {
      if (!isThenable(value)) return [key, value] as const;
      try {
        return [key, { __settled: { ok: true, value: await value } satisfies Settled }] as const;
      } catch {
        return [key, { __settled: { ok: false, message: 'Unavailable' } satisfies Settled }] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}
