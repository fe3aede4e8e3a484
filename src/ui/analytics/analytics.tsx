// Everything analytics and consent adds to the shell, as one element for the root layout.
import { AnalyticsTracker } from './analytics-tracker';
import { ConsentBanner } from './consent-banner';
import { ThirdPartyScripts } from './third-party-scripts';

export function Analytics() {
  return (
    <>
      <ThirdPartyScripts />
      <AnalyticsTracker />
      <ConsentBanner />
    </>
  );
}
