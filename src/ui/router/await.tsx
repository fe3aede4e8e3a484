// Deferred loader data in place once it settles, as React Router's <Await>: a promise already
// marked settled (`status` with `value` or `reason`, deferred-data.ts) renders at once, on the
// server too, so its outcome is in the shell; a pending one suspends to the nearest Suspense
// boundary. A rejection shows `errorElement`.
import { use, type ReactNode } from 'react';

type Outcome<T> = { ok: true; value: T } | { ok: false; reason: unknown };
type Marked<T> = PromiseLike<T> & { status?: string; value?: T; reason?: unknown };

const outcomes = new WeakMap<object, PromiseLike<Outcome<unknown>>>();

/** The promise's outcome as a promise that never rejects; marked fulfilled already when the promise is. */
function outcomeOf<T>(promise: Marked<T>): PromiseLike<Outcome<T>> {
  let outcome = outcomes.get(promise);
  if (!outcome) {
    if (promise.status === 'fulfilled' || promise.status === 'rejected') {
      const value: Outcome<unknown> = promise.status === 'fulfilled' ? { ok: true, value: promise.value } : { ok: false, reason: promise.reason };
      outcome = Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
    } else {
      outcome = Promise.resolve(promise).then(
        (value): Outcome<unknown> => ({ ok: true, value }),
        (reason: unknown): Outcome<unknown> => ({ ok: false, reason }),
      );
    }
    outcomes.set(promise, outcome);
  }
  return outcome as PromiseLike<Outcome<T>>;
}

export function Await<T>({ resolve, errorElement, children }: { resolve: PromiseLike<T>; errorElement: ReactNode; children: (value: T) => ReactNode }) {
  const outcome = use(outcomeOf(resolve as Marked<T>) as Promise<Outcome<T>>);
  return <>{outcome.ok ? children(outcome.value) : errorElement}</>;
}
