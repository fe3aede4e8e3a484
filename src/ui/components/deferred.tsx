import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';

interface DeferredProps<T> {
  resolve: Promise<T> | T;
  fallback: ReactNode;
  errorElement: ReactNode;
  children: (value: T) => ReactNode;
}

/** Renders deferred loader data once it settles; the shell never waits for it. */
export function Deferred<T>({ resolve, fallback, errorElement, children }: DeferredProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={errorElement}>
        {(value: T) => children(value)}
      </Await>
    </Suspense>
  );
}
