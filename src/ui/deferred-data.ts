// Loader data may carry promises in its top-level fields ("deferred data": inventory, rental…).
// On the wire a promise becomes a marker; its settled value travels separately (a streamed
// JSON data block on document requests, the JSON body on client navigations) and is revived here.

export interface DeferredMarker {
  __deferred: string;
  /** The outcome, when it was known as the page was rendered (else a streamed script brings it). */
  settled?: Settled;
}

export type Settled = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * The attribute naming a streamed value's field on its data block:
 * `<script type="application/json" data-deferred="product/stock">{"ok":true,…}</script>`. A data
 * block is never run, so a page needs no CSP nonce or hash for it (a shared page has no nonce).
 */
export const DEFERRED_DATA_ATTRIBUTE = 'data-deferred';

/** The streamed values the document holds so far, by field ('product/stock'). */
export function streamedDeferredValues(doc: Pick<Document, 'querySelectorAll'> = document): Record<string, Settled> {
  const values: Record<string, Settled> = {};
  for (const block of doc.querySelectorAll(`script[${DEFERRED_DATA_ATTRIBUTE}]`)) {
    const id = block.getAttribute(DEFERRED_DATA_ATTRIBUTE);
    if (!id) continue;
    try {
      values[id] = JSON.parse(block.textContent ?? '') as Settled;
    } catch {
      // A block cut short (the response ended early): the field stays without its value.
    }
  }
  return values;
}

export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export const isDeferredMarker = (value: unknown): value is DeferredMarker =>
  typeof value === 'object' && value !== null && typeof (value as DeferredMarker).__deferred === 'string';

/**
 * Marks `promise` with its outcome once it settles, the way React's `use` and React Router's
 * `<Await>` read it (`status` with `value` or `reason`): they then render the outcome at once
 * instead of suspending. The returned promise never rejects.
 */
export function track<T>(promise: PromiseLike<T>): Promise<void> {
  const tracked = promise as PromiseLike<T> & { status?: string; value?: T; reason?: unknown };
  if (hasSettled(promise)) return Promise.resolve();
  return Promise.resolve(promise).then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
}

/** A promise's outcome: its value, or the reason it failed. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: unknown };

/** The outcome `track` (or `promiseFrom`) marked on a promise; null while it is not known to have settled. */
export function outcomeNow<T>(promise: PromiseLike<T>): Outcome<T> | null {
  const marked = promise as (PromiseLike<T> & { status?: string; value?: T; reason?: unknown }) | null;
  if (marked?.status === 'fulfilled') return { ok: true, value: marked.value as T };
  return marked?.status === 'rejected' ? { ok: false, reason: marked.reason } : null;
}

/** True when the promise is known to have settled (see `track`). */
export const hasSettled = (value: unknown): boolean => outcomeNow(value as PromiseLike<unknown>) !== null;

/**
 * A promise that settles as the server said, already marked as settled: the first render (the
 * hydration of what the server rendered, or a client navigation) shows the outcome without a
 * fallback in between. A rejection never goes unhandled.
 */
export function promiseFrom(settled: Settled | undefined): Promise<unknown> {
  if (settled?.ok) return Object.assign(Promise.resolve(settled.value), { status: 'fulfilled' as const, value: settled.value });
  const reason = new Error(settled?.message ?? 'Deferred data did not arrive');
  const rejected = Promise.reject(reason);
  rejected.catch(() => undefined);
  // Not arrived is not settled: the page keeps the fallback the server streamed for it.
  return settled ? Object.assign(rejected, { status: 'rejected' as const, reason }) : rejected;
}

const isSettled = (value: unknown): value is Settled => typeof (value as Settled | undefined)?.ok === 'boolean';

/** Replaces markers in each route's top-level fields by promises from `lookup`. */
export function reviveDeferred(data: unknown, lookup: (id: string) => Settled | undefined): unknown {
  return reviveDeferredWith(data, (id) => promiseFrom(lookup(id)));
}

/** Replaces markers in each route's top-level fields by the promise `promiseOf` gives for each. */
export function reviveDeferredWith(data: unknown, promiseOf: (id: string) => Promise<unknown>): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const revived: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [key, value] of Object.entries(revived)) {
    if (isDeferredMarker(value)) revived[key] = isSettled(value.settled) ? promiseFrom(value.settled) : promiseOf(value.__deferred);
  }
  return revived;
}

/**
 * The settled value of a streamed deferred field: soon when its data block is in the document, else
 * once the document has been parsed (every streamed block is in it by then). The entry module is `async`, so
 * it may start hydrating while a slow upstream's value is still on its way down the stream.
 *
 * Never marked settled: the server rendered this field's parts as still pending (its payload had
 * no value), so hydration must too, even when the block came first. Its value follows a
 * microtask later.
 */
export function streamedDeferred(id: string, store: () => Record<string, Settled> | undefined, parsed: Promise<void>): Promise<unknown> {
  const later = (store()?.[id] ? Promise.resolve() : parsed).then(() => promiseFrom(store()?.[id]));
  later.catch(() => undefined);
  return later;
}
