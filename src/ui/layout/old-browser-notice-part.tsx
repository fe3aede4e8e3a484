// The out-of-date browser notice as a part of its own (issue 18): it never renders on the server
// nor in the hydrating render (the browser's user agent and the day decide), so its code, and
// the browser rules it checks, load once the page has mounted.
import { Suspense } from 'react';
import { lazyPart } from '../components/lazy-part';
import { useMounted } from './use-mounted';

const Notice = lazyPart(() => import('./old-browser-notice').then((module) => ({ default: module.OldBrowserNotice })));

export function OldBrowserNotice() {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notice.Component />
    </Suspense>
  );
}
