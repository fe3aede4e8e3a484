// The product page journey of issue 5: what the spec says the shopper reads, written out for fixed
// products of the demo catalogue the server runs (default seed and size).
import { expect, test, type Page } from '@playwright/test';

/** Boss Essential RF-730 Guitar Amplifier Head: heavy, A$739, 3 online, 5 images; stock in 52, 61, 63, 64 and 65. */
const HEAVY = 'boss-essential-rf-730-guitar-amplifier-head';
/**
 * Reloop Vintage AF-790 4 Channel DJ Controller, with three open-box units. A unit is sold once and the
 * journeys share one server: the no-JavaScript journey orders the first product's first unit, so this
 * journey takes the second product with units. Its first unit, OB0000761, costs A$1,380, £717.
 */
const OPEN_BOX_PARENT = 'reloop-vintage-af-790-4-channel-dj-controller';
/** Paiste Fusion GS-600 Ride Cymbal: six videos. */
const MANY_VIDEOS = { handle: 'paiste-fusion-gs-600-ride-cymbal', title: 'Paiste Fusion GS-600 Ride Cymbal' };
/** Martin Artist AV-520 Classical Guitar: product copy over 1100 characters. */
const LONG_COPY = 'martin-artist-av-520-classical-guitar';
/** Fender Player RV-130 Hollow Body Electric Guitar: rents at $273.26 a week. */
const RENTABLE = 'fender-player-rv-130-hollow-body-electric-guitar';

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

test('a shopper reads price, stock and payment options, enlarges the gallery and estimates shipping', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en-au/products/${HEAVY}`);
  await hydrated(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boss Essential RF-730 Guitar Amplifier Head');
  await expect(page.getByTestId('product-sku')).toHaveText('BOS-0019975701');
  // Whole dollars show no decimals.
  await expect(page.getByTestId('product-price')).toHaveText('$739');

  // 3 online: In Stock, and the count (shown below 5).
  await expect(page.getByTestId('online-stock')).toContainText('In Stock');
  await expect(page.getByTestId('online-stock')).toContainText('3');

  // $739: Afterpay 4 x $184.75 ($30 to $3000), Zip $739 / 12 a month ($500 or more), PayPal ($30 to $2000).
  const payments = page.getByRole('region', { name: 'Payment options' });
  await expect(payments).toContainText('4 interest-free payments of $184.75');
  await expect(payments).toContainText('Own it for $61.58/month over 12 months with Zip');
  await expect(payments.locator('.payment-options__paypal')).toHaveText('Pay in 4 interest-free payments with PayPal, no fees');

  // In-store availability: stock in the City store (52) and none in Forestville (51) is the spec's 'city';
  // each store holding stock has its line.
  const availability = page.locator('.store-availability');
  await expect(availability).toHaveAttribute('data-availability', 'city');
  expect((await availability.getByRole('listitem').allTextContents()).sort()).toEqual(
    ['Adelaide City: In stock', 'Brisbane Fortitude Valley: In stock', 'Melbourne Fitzroy: In stock', 'Sydney Alexandria: In stock', 'Sydney Crows Nest: In stock'],
  );

  await payments.getByRole('button', { name: 'Info' }).click();
  const afterpay = page.getByRole('dialog', { name: /Shop now. Pay later/ });
  await expect(afterpay).toBeVisible();
  await afterpay.getByRole('button', { name: 'Close' }).click();
  await expect(afterpay).toBeHidden();

  await page.getByRole('button', { name: /Enlarge image 1 of/ }).click();
  const lightbox = page.locator('dialog.lightbox');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('.lightbox__count')).toHaveText('1 / 5');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.locator('.lightbox__count')).toHaveText('2 / 5');
  const stage = await lightbox.locator('.lightbox__stage').boundingBox();
  await page.mouse.move(stage!.x + stage!.width * 0.3, stage!.y + stage!.height / 2);
  await page.mouse.down();
  await page.mouse.move(stage!.x + stage!.width * 0.7, stage!.y + stage!.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(lightbox.locator('.lightbox__count')).toHaveText('1 / 5');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  await page.locator('summary', { hasText: 'Shipping & Returns' }).click();
  const postcode = page.getByLabel('Estimate shipping to your postcode');
  const result = page.locator('.shipping-estimator__result');
  await postcode.fill('3000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(result.locator('li').first()).toContainText(/Standard Delivery: (Free|\$[\d,]+\.\d{2})/);

  await postcode.fill('30a0');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(result).toHaveText('Please enter a valid 4-digit postal code.');

  await postcode.fill('6798');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(result).toHaveText('No shipping options available. Please try a different postal code.');
});

test('a shopper reads the rental offer of a rentable product and can apply for it', async ({ page }) => {
  await page.goto(`/en-au/products/${RENTABLE}`);
  await hydrated(page);
  const offer = page.getByTestId('rental-offer');
  await expect(offer).toContainText('Rent from $273.26/week');
  await expect(offer).toContainText('6 Months Min');
  await expect(offer.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', `https://rent.backlinemusic.com.au/apply?product=${RENTABLE}`);
});

test('a shopper switches to open-box mode and adds an open-box unit to the cart with its condition, at the price shown', async ({ page }) => {
  await page.goto(`/en-gb/products/${OPEN_BOX_PARENT}`);
  await hydrated(page);
  await expect(page.getByTestId('ribbon')).not.toHaveText('Open Box');

  await page.getByRole('link', { name: 'View Options' }).click();
  await expect(page).toHaveURL(/\?obx=1$/);
  await expect(page.getByTestId('ribbon')).toHaveText('Open Box');

  const condition = 'Good - Small ding on one corner; works perfectly.';
  const card = page.getByTestId('open-box-unit').filter({ hasText: condition }).first();
  // OB0000761 in pounds, cut to whole pounds (open-box prices are truncated to whole units).
  const shown = '£717';
  await expect(card.getByTestId('open-box-unit-price')).toHaveText(shown);
  await expect(card).toContainText('Adelaide City');
  // Its payment widgets are priced at the unit's own price, in pounds' bands: Afterpay £717 / 4, Zip £717 / 12.
  const widgets = card.getByRole('region', { name: 'Payment options for open-box unit OB0000761' });
  await expect(widgets).toContainText('4 interest-free payments of £179.25');
  await expect(widgets).toContainText('Own it for £59.75/month over 12 months with Zip');
  await expect(page.getByRole('region', { name: 'Payment options', exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: /^Add open-box unit/ }).click();

  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.locator('.cart-line__total')).toHaveText(shown);
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(shown);
  await expect
    .poll(async () => {
      const body = (await page.evaluate(() => fetch('/en-gb/api/cart').then((r) => r.json()))) as { cart?: { lines: { openBox: boolean; total: string; attributes: { key: string; value: string }[] }[] } };
      const line = body.cart?.lines.find((l) => l.openBox);
      return [line?.total, line?.attributes.find((a) => a.key === 'Condition')?.value];
    })
    .toEqual([shown, condition]);
});

test('a shopper reads the long product copy with Read more, then folds it with Read less', async ({ page }) => {
  await page.goto(`/products/${LONG_COPY}`);
  await hydrated(page);
  const info = page.locator('.product-info');
  const more = page.locator('details.product-info__more');
  await expect(info).toHaveClass(/product-info--clipped/);
  await expect(more.locator('summary')).toHaveText('Read more', { useInnerText: true });
  const clipped = (await info.boundingBox())!.height;
  await more.locator('summary').click();
  await expect(more).toHaveAttribute('open', '');
  await expect(more.locator('summary')).toHaveText('Read less', { useInnerText: true });
  await expect(info).not.toHaveClass(/product-info--clipped/);
  expect((await info.boundingBox())!.height).toBeGreaterThan(clipped);
  await more.locator('summary').click();
  await expect(more.locator('summary')).toHaveText('Read more', { useInnerText: true });
  await expect(info).toHaveClass(/product-info--clipped/);
});

test('videos show on desktop only, at most five', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/products/${MANY_VIDEOS.handle}`);
  await hydrated(page);
  const videos = page.getByRole('region', { name: `${MANY_VIDEOS.title} videos` });
  await expect(videos).toBeVisible();
  await expect(videos.getByRole('button', { name: /^Play video/ })).toHaveCount(5);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(videos).toBeHidden();
});
