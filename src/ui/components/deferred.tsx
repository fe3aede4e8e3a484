import { Suspense, type ReactNode } from 'react';
import { Await } from '../router/await';
import { useHref, useLocation } from '../router/hooks';

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
    <Suspense
      fallback={
        <>
          {fallback}
          <CompletePageLink />
        </>
      }
    >
      <Await resolve={resolve} errorElement={errorElement}>
        {(value: T) => children(value)}
      </Await>
    </Suspense>
  );
}

/**
 * A part that was still on its way when the page was sent is moved into place by a script. Without
 * JavaScript the fallback stays, so it offers the same page again, sent complete (the server waits
 * for every part: `?complete=1`).
 */
export function CompletePageLink() {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.set('complete', '1');
  const href = useHref({ pathname, search: `?${query.toString()}` });
  return (
    <noscript>
      <a className="deferred__complete" href={href} rel="nofollow">
        Show these details
      </a>
    </noscript>
  );
}
