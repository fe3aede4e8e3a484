// Deferred data that is already there should not pay for being deferred: every Suspense boundary
// the shell leaves open is a fallback now, a streamed segment and script later, and a boundary to
// hydrate. A value that settles within a few milliseconds (an embedded adapter answers in the same
// tick) is sent with the shell; a slower one stays a promise and streams in as before.

export type ReadyOrDeferred<T> = { ready: true; value: T } | { ready: false; deferred: Promise<T> };

/** How long a loader waits for deferred data before leaving it to stream. */
export const INLINE_DEFERRED_MS = 5;

export async function readyWithin<T>(promise: Promise<T>, ms: number = INLINE_DEFERRED_MS): Promise<ReadyOrDeferred<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  // A rejection is not inlined: it stays with the promise, so the page shows that part's fallback.
  const settled = await Promise.race([promise.then((value) => ({ value }), () => null), late]);
  clearTimeout(timer);
  return settled ? { ready: true, value: settled.value } : { ready: false, deferred: promise };
}

/** The value when it was ready, else the promise (never return this from an async function unwrapped: it would be awaited). */
export const valueOrDeferred = <T>(outcome: ReadyOrDeferred<T>): T | Promise<T> => (outcome.ready ? outcome.value : outcome.deferred);
