import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';

interface DeferredProps<T> {
  resolve: Promise<T> | T;
  fallback: ReactNode;
  errorElement: ReactNode;
  children: (value: T) => ReactNode;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * Renders deferred loader data once it settles; the shell never waits for it. Data the loader
 * already awaited renders in place, in the shell (Await would still suspend once on it).
 */
export function Deferred<T>({ resolve, fallback, errorElement, children }: DeferredProps<T>) {
  if (!isThenable(resolve)) return <>{children(resolve)}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={errorElement}>
        {(value: T) => children(value)}
      </Await>
    </Suspense>
  );
}
