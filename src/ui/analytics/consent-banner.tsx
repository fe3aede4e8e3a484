// Asks once whether analytics may run; the answer is remembered in this browser. Shown only after
// the page has mounted, only while the shopper has not chosen, and never to bots and scrapers
// (nothing is measured for them, so there is nothing to ask). Fixed to the bottom of the
// viewport, so it never shifts the page's layout, and above other fixed controls (the preview bar).
// The footer's 'Cookie settings' reopens it.
// On a first visit it is a non-modal dialog: nobody opened it, so it takes no focus. Reopened by
// 'Cookie settings' it is modal (use-modal-focus.ts): focus moves in and stays, Escape keeps the
// choice the shopper had, and focus goes back to 'Cookie settings' once a choice is made.
import { useRef, type RefObject } from 'react';
import { useModalFocus } from '../components/use-modal-focus';
import { sessionIsBot } from './analytics-tracker';
import { clearConsent, useConsent, type Consent } from './consent';
import { useFixedBottomOffset } from './fixed-bottom-offset';

/** Set while the banner is open again at the shopper's request: the choice it had and the control that asked. */
let reopening: { previous: Consent | null; opener: HTMLElement } | null = null;

/** 'Cookie settings': forgets the choice (the banner asks again) and remembers what to go back to. */
export function reopenConsent(opener: HTMLElement, previous: Consent | null): void {
  reopening = { previous, opener };
  clearConsent();
}

export function ConsentBanner() {
  const [consent, choose] = useConsent();
  const open = consent === null && !sessionIsBot();
  // Above any other fixed bottom control (an editor's preview bar), never over it.
  const bottom = useFixedBottomOffset(open);
  const banner = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  if (!open) reopening = null;
  const reopened = open ? reopening : null;
  opener.current = reopened?.opener ?? opener.current;
  useModalFocus(reopened !== null, banner, {
    onEscape: () => {
      if (reopened?.previous) choose(reopened.previous);
    },
    returnFocusTo: opener as RefObject<HTMLElement | null>,
  });
  if (!open) return null;
  return (
    <section ref={banner} className="consent-banner" role="dialog" aria-modal={reopened !== null} aria-label="Cookie consent" style={bottom === null ? undefined : { bottom }}>
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
