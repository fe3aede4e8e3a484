// A page's work after it shows must not grow with what it lists. Every card carries a heart and a
// Compare toggle; when each was a lazy part in a Suspense boundary of its own, a listing of 240 cards
// (twelve pages shown by 'Show more products', then reloaded) hydrated them one boundary at a time:
// about 500 React commits, each walking the whole grid, kept the main thread busy for 11 s on a 3×
// slower CPU, and a back pressed meanwhile waited behind them (the flaky 'past page 10' journey).
// React's DevTools hook (which production builds call at every commit) counts the commits.
import { expect, test, type Page } from '@playwright/test';

async function countCommits(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { __commits: number };
    counted.__commits = 0;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberRoot: () => void (counted.__commits += 1),
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
      },
    });
  });
}

/** Commits from the document's first script until the page has been idle for a second (browser router, islands and rentals in). */
async function commitsUntilSettled(page: Page, path: string, cards: number) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(page.locator('.shop-grid > li')).toHaveCount(cards);
  await expect(page.getByTestId('card-rental').first()).toBeVisible();
  // Settled: no commit for a whole second.
  let last = -1;
  for (;;) {
    const now = await page.evaluate(() => (window as unknown as { __commits: number }).__commits);
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(1000);
  }
}

test('a listing of 240 cards settles in as many commits as one of 20: hearts and Compare toggles hydrate with their cards', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await countCommits(page);
  const one = await commitsUntilSettled(page, '/collections/guitar-bass', 20);
  const twelve = await commitsUntilSettled(page, '/collections/guitar-bass?category%5Bpage%5D=12&maxPage=12', 240);
  expect(one).toBeGreaterThan(0);
  // Measured before the change: 59 and 544 commits; after: 14 and 16.
  expect(twelve).toBeLessThanOrEqual(one + 5);
});
