// Everything analytics and consent adds to the shell, as one element for the root layout. The
// widget scripts render with the page; the tracker and the consent banner load after it mounts.
import { Suspense } from 'react';
import { lazyPart } from '../components/lazy-part';
import { useMounted } from '../layout/use-mounted';
import { ThirdPartyScripts } from './third-party-scripts';

const AnalyticsClient = lazyPart(() => import('./analytics-client'));

export function Analytics() {
  const mounted = useMounted();
  return (
    <>
      <ThirdPartyScripts />
      {mounted ? (
        <Suspense fallback={null}>
          <AnalyticsClient.Component />
        </Suspense>
      ) : null}
    </>
  );
}
