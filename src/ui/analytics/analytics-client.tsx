// What analytics and consent run in the browser: its own chunk, loaded once the page has mounted
// (neither renders anything on the server, and the first interaction does not wait for them).
import { AnalyticsTracker } from './analytics-tracker';
import { ConsentBanner } from './consent-banner';

export default function AnalyticsClient() {
  return (
    <>
      <AnalyticsTracker />
      <ConsentBanner />
    </>
  );
}
