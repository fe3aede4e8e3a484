// Scrolling the window as a shopper's wheel does, and waiting for the page to have seen it: the
// scroll event, then two frames (the header reads the position once a frame and renders in the
// next), so what the page shows then is its answer to this position. No fixed sleep.
import { expect, type Page } from '@playwright/test';

/** Scrolls the window to `y` and waits as above (when the window cannot move, for the two frames alone). */
export function scrollWindowTo(page: Page, y: number): Promise<void> {
  return page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        const before = window.scrollY;
        window.addEventListener('scroll', twoFrames, { once: true });
        window.scrollTo(0, top);
        if (window.scrollY === before) {
          window.removeEventListener('scroll', twoFrames);
          twoFrames();
        }
      }),
    y,
  );
}

/** Waits until the window's scroll position holds still between two looks a quarter of a second apart (a smooth scroll or a jump to an anchor has ended). */
export async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
}
