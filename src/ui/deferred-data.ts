// Loader data may carry promises in its top-level fields ("deferred data": inventory, rental…).
// On the wire a promise becomes a marker; its settled value travels separately (a streamed
// <script> on document requests, the JSON body on client navigations) and is revived here.

export interface DeferredMarker {
  __deferred: string;
}

export type Settled = { ok: true; value: unknown } | { ok: false; message: string };

export const DEFERRED_GLOBAL = '__deferredData';

declare global {
  interface Window {
    [DEFERRED_GLOBAL]?: Record<string, Settled>;
  }
}

export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export const isDeferredMarker = (value: unknown): value is DeferredMarker =>
  typeof value === 'object' && value !== null && typeof (value as DeferredMarker).__deferred === 'string';

/** A promise that settles as the server said; a rejection never goes unhandled. */
export function promiseFrom(settled: Settled | undefined): Promise<unknown> {
  if (settled?.ok) return Promise.resolve(settled.value);
  const rejected = Promise.reject(new Error(settled?.message ?? 'Deferred data did not arrive'));
  rejected.catch(() => undefined);
  return rejected;
}

/** Replaces markers in each route's top-level fields by promises from `lookup`. */
export function reviveDeferred(data: unknown, lookup: (id: string) => Settled | undefined): unknown {
  return reviveDeferredWith(data, (id) => promiseFrom(lookup(id)));
}

/** Replaces markers in each route's top-level fields by the promise `promiseOf` gives for each. */
export function reviveDeferredWith(data: unknown, promiseOf: (id: string) => Promise<unknown>): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const revived: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [key, value] of Object.entries(revived)) {
    if (isDeferredMarker(value)) revived[key] = promiseOf(value.__deferred);
  }
  return revived;
}

/**
 * The settled value of a streamed deferred field: at once when its script has run, else once the
 * document has been parsed (every streamed script has run by then). The entry module is `async`, so
 * it may start hydrating while a slow upstream's value is still on its way down the stream.
 */
export function streamedDeferred(id: string, store: () => Record<string, Settled> | undefined, parsed: Promise<void>): Promise<unknown> {
  const now = store()?.[id];
  if (now) return promiseFrom(now);
  const later = parsed.then(() => promiseFrom(store()?.[id]));
  later.catch(() => undefined);
  return later;
}
