// For a journey that checks something did NOT happen (no analytics report, no tag manager, no
// page view): there is no event to await for an absence, so it waits for the page's network to be
// quiet: no request of the page in flight and none started for half a second, polled, as
// Playwright's own 'networkidle' means it, but at any moment of the page's life (that load state
// is reached once, after the first load). Whatever the page was going to send has been sent by
// then: the check that follows sees it.
import { expect, type Page } from '@playwright/test';

const QUIET_MS = 500;

/** Starts watching the page's requests; call before the step whose absence of requests is checked. */
export function watchNetwork(page: Page): { quiet(): Promise<void> } {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet() {
      await expect.poll(() => inFlight === 0 && Date.now() - lastActivity >= QUIET_MS, { intervals: [100], timeout: 15_000 }).toBe(true);
    },
  };
}
