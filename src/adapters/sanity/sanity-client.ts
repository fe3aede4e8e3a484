// Two configured @sanity/client instances: published reads through the API CDN, and preview reads
// from the live API with the read token and the drafts perspective. Timeouts and retry bounds are
// set here once, so every call carries them.
import { createClient, type SanityClient } from '@sanity/client';

export interface SanityContentConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  readToken?: string;
  previewSecret: string;
}

export interface SanityTransportOptions {
  /** Another API host (a local stand-in in tests); requests then go to `{apiHost}/v{apiVersion}`. */
  apiHost?: string;
  /** Per attempt, in milliseconds. */
  timeoutMs?: number;
  /** Retries for idempotent reads (network errors, timeouts, 429/502/503); writes are never retried. */
  maxRetries?: number;
  retryDelayMs?: number;
  /** For a whole read, retries included. */
  deadlineMs?: number;
}

export const SANITY_DEFAULTS = { timeoutMs: 2500, maxRetries: 2, retryDelayMs: 150, deadlineMs: 3000 } as const;

export interface SanityReadClients {
  published: SanityClient;
  preview: SanityClient;
}

export function createSanityReadClients(config: SanityContentConfig, options: SanityTransportOptions = {}): SanityReadClients {
  const base = baseClientConfig(config, options);
  return {
    published: createClient({ ...base, useCdn: true, perspective: 'published' }),
    preview: createClient({
      ...base,
      useCdn: false,
      perspective: 'drafts',
      ...(config.readToken ? { token: config.readToken } : {}),
    }),
  };
}

export function createSanityWriteClient(
  config: Pick<SanityContentConfig, 'projectId' | 'dataset' | 'apiVersion'> & { writeToken: string },
  options: SanityTransportOptions = {},
): SanityClient {
  return createClient({ ...baseClientConfig(config, options), useCdn: false, token: config.writeToken, maxRetries: 0 });
}

function baseClientConfig(config: Pick<SanityContentConfig, 'projectId' | 'dataset' | 'apiVersion'>, options: SanityTransportOptions) {
  const retryDelayMs = options.retryDelayMs ?? SANITY_DEFAULTS.retryDelayMs;
  return {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    timeout: options.timeoutMs ?? SANITY_DEFAULTS.timeoutMs,
    maxRetries: options.maxRetries ?? SANITY_DEFAULTS.maxRetries,
    retryDelay: (attempt: number) => retryDelayMs * 2 ** attempt,
    ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
  };
}
