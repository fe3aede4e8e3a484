// Asks once whether analytics may run; the answer is remembered in this browser. Shown only after
// the page has mounted, only while the shopper has not chosen, and never to bots and scrapers
// (nothing is measured for them, so there is nothing to ask). Fixed to the bottom of the
// viewport, so it never shifts the page's layout, and above other fixed controls (the preview bar).
// The footer's 'Cookie settings' reopens it.
import { sessionIsBot } from './analytics-tracker';
import { useConsent } from './consent';
import { useFixedBottomOffset } from './fixed-bottom-offset';

export function ConsentBanner() {
  const [consent, choose] = useConsent();
  const open = consent === null && !sessionIsBot();
  // Above any other fixed bottom control (an editor's preview bar), never over it.
  const bottom = useFixedBottomOffset(open);
  if (!open) return null;
  return (
    <section className="consent-banner" aria-label="Cookie consent" style={bottom === null ? undefined : { bottom }}>
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
