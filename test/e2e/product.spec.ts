// The product page journey of issue 5, checked against the domain rules it should follow.
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { convertFromAud } from '../../src/adapters/embedded/demo-data/pricing';
import { storeDocuments } from '../../src/adapters/embedded/demo-data/content/store-documents';
import { loadConfig } from '../../src/server/config';
import { localeByKey } from '../../src/domain/locale';
import { formatMoney, moneyFromMinorUnits, moneyFromNumber } from '../../src/domain/money';
import { paymentOptions, rentalTexts } from '../../src/domain/payment-options';
import { variantAvailability } from '../../src/domain/availability';
import { NO_SHIPPING_OPTIONS } from '../../src/domain/product-shipping';
import { POSTCODE_INVALID } from '../../src/domain/shipping-destination';
import { inStoreAvailability, stockCount, storesWithDemo, storesWithStock } from '../../src/domain/stock';

// The server under test runs the default demo catalogue; the journey picks its products from the same one.
const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const AU = localeByKey('en-au');
const active = catalogue.products.filter((p) => p.status === 'active');
const online = (p: DemoProduct) => p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0;
const afterpayRange = (p: DemoProduct) => paymentOptions(p.variants[0]!.prices.AUD.price / 100)?.afterpay != null;
const heavy = active.find((p) => p.metafields.is_heavy === 'true' && !p.disablePayment && afterpayRange(p) && p.openBoxParent === null && p.images.length > 1 && online(p) > 0 && p.variants.length === 1)!;
// A unit is sold once and the journeys share one server: the no-JavaScript journey orders the first
// product's first unit, so this journey takes the second product with units.
const openBoxParent = active.filter((p) => p.openBoxParent === null && p.openBoxItems.length > 0)[1]!;
const manyVideos = active.find((p) => p.videoURLs.length > 5 && p.openBoxParent === null)!;
const longCopy = active.find((p) => p.openBoxParent === null && p.descriptionHtml.replace(/<[^>]*>/g, '').length > 1100)!;
const rentable = active.find((p) => p.rentalRate !== null && !p.disablePayment && p.openBoxParent === null)!;
const GB = localeByKey('en-gb');
/** The stores of the content export, as the in-store availability joins them to stock. */
const STORES = storeDocuments().map((doc) => ({ warehouseCode: String(doc.locationId), key: String((doc.slug as { current: string }).current), name: String(doc.title) }));
const aud = (cents: number) => formatMoney(moneyFromMinorUnits(cents, 'AUD'), AU);

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

test('a shopper reads price, stock and payment options, enlarges the gallery and estimates shipping', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en-au/products/${heavy.handle}`);
  await hydrated(page);

  const cents = heavy.variants[0]!.prices.AUD.price;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heavy.title);
  await expect(page.getByTestId('product-sku')).toHaveText(heavy.variants[0]!.sku.toUpperCase());
  await expect(page.getByTestId('product-price')).toHaveText(aud(cents));

  const status = variantAvailability({ onlineQuantity: online(heavy), stockStatus: heavy.metafields.stock_status }).label;
  await expect(page.getByTestId('online-stock')).toContainText(status);
  const count = stockCount(online(heavy));
  if (count) await expect(page.getByTestId('online-stock')).toContainText(count.text);

  const options = paymentOptions(cents / 100, { disable_payment: heavy.disablePayment })!;
  const payments = page.getByRole('region', { name: 'Payment options' });
  await expect(payments).toContainText(`4 interest-free payments of ${formatMoney(moneyFromNumber(options.afterpay!.instalment, 'AUD'), AU)}`);
  await expect(payments).toContainText(options.zip?.kind === 'monthly' ? '/month over 12 months with Zip' : '/week with Zip');
  const paypal = payments.locator('.payment-options__paypal');
  if (options.paypal) await expect(paypal).toHaveText('Pay in 4 interest-free payments with PayPal, no fees');
  else await expect(paypal).toHaveCount(0);

  // In-store availability: the spec's state over warehouses 51 and 52, and each store holding stock or a demo unit.
  const levels = heavy.variants[0]!.inventory;
  const availability = page.locator('.store-availability');
  await expect(availability).toHaveAttribute('data-availability', inStoreAvailability(levels));
  const stocked = new Set(storesWithStock(levels, STORES).map((s) => s.name));
  const demos = new Set(storesWithDemo(levels, STORES).map((s) => s.name));
  const lines = STORES.filter((s) => stocked.has(s.name) || demos.has(s.name)).map(
    (s) => `${s.name}: ${[stocked.has(s.name) ? 'In stock' : 'Not in stock', demos.has(s.name) ? 'demo unit on display' : null].filter(Boolean).join(', ')}`,
  );
  expect((await availability.getByRole('listitem').allTextContents()).sort()).toEqual(lines.sort());
  if (stocked.size === 0) await expect(availability).toContainText('Not in stock in our stores right now.');

  await payments.getByRole('button', { name: 'Info' }).click();
  const afterpay = page.getByRole('dialog', { name: /Shop now. Pay later/ });
  await expect(afterpay).toBeVisible();
  await afterpay.getByRole('button', { name: 'Close' }).click();
  await expect(afterpay).toBeHidden();

  await page.getByRole('button', { name: /Enlarge image 1 of/ }).click();
  const lightbox = page.locator('dialog.lightbox');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('.lightbox__count')).toHaveText(`1 / ${heavy.images.length}`);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.locator('.lightbox__count')).toHaveText(`2 / ${heavy.images.length}`);
  const stage = await lightbox.locator('.lightbox__stage').boundingBox();
  await page.mouse.move(stage!.x + stage!.width * 0.3, stage!.y + stage!.height / 2);
  await page.mouse.down();
  await page.mouse.move(stage!.x + stage!.width * 0.7, stage!.y + stage!.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(lightbox.locator('.lightbox__count')).toHaveText(`1 / ${heavy.images.length}`);
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
  await expect(result).toHaveText(POSTCODE_INVALID);

  await postcode.fill('6798');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(result).toHaveText(NO_SHIPPING_OPTIONS);
});

test('a shopper reads the rental offer of a rentable product and can apply for it', async ({ page }) => {
  await page.goto(`/en-au/products/${rentable.handle}`);
  await hydrated(page);
  const texts = rentalTexts(Number(rentable.rentalRate!.rate), AU);
  const offer = page.getByTestId('rental-offer');
  await expect(offer).toContainText(texts.headline);
  await expect(offer).toContainText(texts.minimum);
  await expect(offer.getByRole('link', { name: texts.cta })).toHaveAttribute('href', rentable.rentalRate!.rentNowUrl);
});

test('a shopper switches to open-box mode and adds an open-box unit to the cart with its condition, at the price shown', async ({ page }) => {
  await page.goto(`/en-gb/products/${openBoxParent.handle}`);
  await hydrated(page);
  await expect(page.getByTestId('ribbon')).not.toHaveText('Open Box');

  await page.getByRole('link', { name: 'View Options' }).click();
  await expect(page).toHaveURL(/\?obx=1$/);
  await expect(page.getByTestId('ribbon')).toHaveText('Open Box');

  const unit = openBoxParent.openBoxItems[0]!;
  const card = page.getByTestId('open-box-unit').filter({ hasText: unit.condition }).first();
  // The unit's price in pounds, converted from its AUD price and cut to whole pounds (the open-box rule).
  const gbp = Math.floor(convertFromAud(unit.open_box_price, 'GBP') / 100) * 100;
  const shown = formatMoney(moneyFromMinorUnits(gbp, 'GBP'), GB, { openBox: true });
  await expect(card.getByTestId('open-box-unit-price')).toHaveText(shown);
  await expect(card).toContainText(unit.warehouse.userFacingName);
  // Its payment widgets are priced at the unit's own price, in pounds' bands.
  const unitOptions = paymentOptions(gbp / 100, { disable_payment: openBoxParent.disablePayment }, 'GBP');
  const widgets = card.getByRole('region', { name: `Payment options for open-box unit ${unit.open_box_number}` });
  const zip = unitOptions!.zip!;
  const pounds = (n: number) => formatMoney(moneyFromNumber(n, 'GBP'), GB);
  if (unitOptions!.afterpay) await expect(widgets).toContainText(`4 interest-free payments of ${pounds(unitOptions!.afterpay.instalment)}`);
  await expect(widgets).toContainText(zip.kind === 'weekly' ? `Own it from ${pounds(zip.fromPerWeek)}/week with Zip` : `Own it for ${pounds(zip.perMonth)}/month over 12 months with Zip`);
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
    .toEqual([shown, unit.condition]);
});

test('a shopper reads the long product copy with Read more, then folds it with Read less', async ({ page }) => {
  await page.goto(`/products/${longCopy.handle}`);
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
  await page.goto(`/products/${manyVideos.handle}`);
  await hydrated(page);
  const videos = page.getByRole('region', { name: `${manyVideos.title} videos` });
  await expect(videos).toBeVisible();
  await expect(videos.getByRole('button', { name: /^Play video/ })).toHaveCount(5);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(videos).toBeHidden();
});
