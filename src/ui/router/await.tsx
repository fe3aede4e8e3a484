// Deferred loader data in place once it settles, as React Router's <Await>: a promise already
// marked settled (`status` with `value` or `reason`, deferred-data.ts) renders at once, on the
// server too, so its outcome is in the shell; a pending one suspends to the nearest Suspense
// boundary. A rejection shows `errorElement`.
import { use, type ReactNode } from 'react';
import { outcomeNow, type Outcome } from '../deferred-data';

const outcomes = new WeakMap<object, PromiseLike<Outcome<unknown>>>();

/** The promise's outcome as a promise that never rejects; marked fulfilled already when the promise is. */
function outcomeOf<T>(promise: PromiseLike<T>): PromiseLike<Outcome<T>> {
  let outcome = outcomes.get(promise);
  if (!outcome) {
    const now = outcomeNow<unknown>(promise);
    outcome = now
      ? Object.assign(Promise.resolve(now), { status: 'fulfilled', value: now })
      : Promise.resolve(promise).then(
          (value): Outcome<unknown> => ({ ok: true, value }),
          (reason: unknown): Outcome<unknown> => ({ ok: false, reason }),
        );
    outcomes.set(promise, outcome);
  }
  return outcome as PromiseLike<Outcome<T>>;
}

export function Await<T>({ resolve, errorElement, children }: { resolve: PromiseLike<T>; errorElement: ReactNode; children: (value: T) => ReactNode }) {
  const outcome = use(outcomeOf(resolve) as Promise<Outcome<T>>);
  return <>{outcome.ok ? children(outcome.value) : errorElement}</>;
}
