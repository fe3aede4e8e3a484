// Asks once whether analytics may run; the answer is remembered in this browser. Shown only after
// the page has mounted, only while the shopper has not chosen, and never to bots and scrapers
// (nothing is measured for them, so there is nothing to ask). Fixed to the bottom of the
// viewport, so it never shifts the page's layout.
import { sessionIsBot } from './analytics-tracker';
import { useConsent } from './consent';

export function ConsentBanner() {
  const [consent, choose] = useConsent();
  if (consent !== null || sessionIsBot()) return null;
  return (
    <section className="consent-banner" aria-label="Cookie consent">
      <p className="consent-banner__text">
        We use analytics cookies to understand how our shop is used and to improve it. Nothing is measured unless you accept.
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button" onClick={() => choose('accepted')}>
          Accept
        </button>
        <button type="button" className="button button--secondary" onClick={() => choose('declined')}>
          Decline
        </button>
      </div>
    </section>
  );
}
