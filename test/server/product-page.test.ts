import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { localeByKey } from '../../src/domain/locale';
import { newStockVariantOf } from '../../src/adapters/embedded/demo-data/open-box';
import { convertFromAud } from '../../src/adapters/embedded/demo-data/pricing';
import { formatMoney, moneyFromMinorUnits, moneyFromNumber } from '../../src/domain/money';
import { marketAmount } from '../../src/domain/market-amounts';
import { paymentBands, paymentOptions } from '../../src/domain/payment-options';
import { PRODUCT_FREE_SHIPPING_FROM } from '../../src/domain/product-shipping';
import type { CartView } from '../../src/ui/cart/view-models';
import { inStoreAvailability } from '../../src/domain/stock';
import { buildTestApp } from '../support/test-app';
import { productFixtures } from './product-fixtures';

const { app, config } = await buildTestApp();
const products = productFixtures(config);
const US = localeByKey('en-us');
const AU = localeByKey('en-au');

const page = async (path: string) => {
  const res = await request(app).get(path);
  return { status: res.status, html: res.text, headers: res.headers };
};
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, any>;
const text = (html: string) => html.replace(/<!--.*?-->/gs, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
const unescape = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** The body of one product-page accordion. */
const accordion = (html: string, title: string) => new RegExp(`<summary><h2>${title}</h2></summary><div class="product-details__body">(.*?)</div></details>`, 's').exec(html)?.[1] ?? '';
const cartInputs = (html: string) =>
  [...html.matchAll(/name="cartFormInput" value="([^"]*)"/g)].map((m) => JSON.parse(m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { action: string; inputs: { lines: { merchandiseId: string; attributes?: { key: string; value: string }[] }[] } });

describe('product page /products/{handle}', () => {
  it('renders title, uppercased SKU, price, breadcrumbs, gallery and the four accordions', async () => {
    const p = products.normal;
    const { status, html } = await page(`/products/${p.handle}`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1 class="product-page__title">${p.title.replace(/&/g, '&amp;')}</h1>`);
    expect(html).toContain(`data-testid="product-sku">${p.variants[0]!.sku.toUpperCase()}<`);
    expect(html).toContain(`data-testid="product-price">${formatMoney(moneyFromMinorUnits(p.variants[0]!.prices.USD.price, 'USD'), US)}<`);
    expect(html).toMatch(/<nav class="breadcrumbs" aria-label="Breadcrumb">/);
    for (const title of ['Product Info', 'Shipping &amp; Returns']) expect(html).toContain(`<h2>${title}</h2>`);
    expect(html).toMatch(/<details class="product-details__section" open="">\s*<summary><h2>Product Info<\/h2>/);
    expect(html).toContain(`src="${p.images[0]!.url}"`);
  });

  it('prices in the locale currency under /en-au', async () => {
    const p = products.normal;
    const { html } = await page(`/en-au/products/${p.handle}`);
    expect(html).toContain(`data-testid="product-price">${formatMoney(moneyFromMinorUnits(p.variants[0]!.prices.AUD.price, 'AUD'), AU)}<`);
  });

  it('gives search engines title, description, canonical, one alternate per locale and Product JSON-LD', async () => {
    const p = products.normal;
    const { html } = await page(`/en-au/products/${p.handle}`);
    expect(html).toMatch(new RegExp(`<title>${p.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;')} · `));
    expect(html).toMatch(/<meta name="description" content="[^"]{20,155}"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/en-au/products/${p.handle}"`));
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates.map(([language]) => language)).toEqual(['en-US', 'en-AU', 'en-GB', 'en-NO', 'x-default']);
    expect(alternates.find(([language]) => language === 'en-GB')?.[1]).toMatch(new RegExp(`/en-gb/products/${p.handle}$`));
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({ '@type': 'Product', name: p.title, sku: p.variants[0]!.sku.toUpperCase(), brand: { name: p.vendor } });
    // One Offer per variant (issue 15); the first is the variant the page opens on.
    expect(ld.offers).toHaveLength(p.variants.length);
    expect(ld.offers[0]).toMatchObject({ '@type': 'Offer', sku: p.variants[0]!.sku.toUpperCase(), priceCurrency: 'AUD', price: (p.variants[0]!.prices.AUD.price / 100).toFixed(2), availability: 'https://schema.org/InStock' });
  });

  it('shows stock and in-store availability in the shell, their value in the hydration data (no script after it)', async () => {
    const p = products.normal;
    const { html } = await page(`/products/${p.handle}`);
    const online = p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')!.quantity;
    const body = text(html);
    expect(body).toContain('In-store availability');
    if (online > 0) expect(body).toContain('In Stock');
    // The embedded adapters settle well within the shell's wait (INLINE_DEFERRED_MS).
    expect(html).toContain('"stock":{"__deferred":"product/stock","settled":{"ok":true,');
    expect(html).not.toContain('__deferredData');
  });

  it('lists the stores holding stock or a demo unit, and the spec’s availability state over 51 and 52', async () => {
    const p = products.catalogue.products.find((q) => q.status === 'active' && q.openBoxParent === null && q.variants.length === 1 && q.variants[0]!.inventory.some((e) => e.hasDemo && e.quantity === 0))!;
    const levels = p.variants[0]!.inventory;
    const { html } = await page(`/products/${p.handle}`);
    expect(html).toContain(`data-availability="${inStoreAvailability(levels)}"`);
    const names = new Map([['51', 'Forestville'], ['52', 'Adelaide City'], ['61', 'Melbourne Fitzroy'], ['62', 'Melbourne Windsor'], ['63', 'Sydney Alexandria'], ['64', 'Sydney Crows Nest'], ['65', 'Brisbane Fortitude Valley'], ['66', 'Perth West Leederville']]);
    const body = text(html);
    for (const level of levels.filter((l) => l.locationId !== 'ONLINE')) {
      const name = names.get(level.locationId)!;
      if (level.quantity > 0) expect(body).toContain(`${name} : In stock`);
      if (level.hasDemo && level.quantity === 0) expect(body).toContain(`${name} : Not in stock, demo unit on display`);
      if (!level.hasDemo && level.quantity === 0) expect(body).not.toContain(`${name} :`);
    }
  });

  it('shows was and save prices for a discounted product', async () => {
    const p = products.discounted;
    const prices = p.variants[0]!.prices.AUD;
    const { html } = await page(`/en-au/products/${p.handle}`);
    const aud = (cents: number) => formatMoney(moneyFromMinorUnits(cents, 'AUD'), AU);
    expect(text(html)).toContain(`${aud(prices.price)} Was ${aud(prices.compareAtPrice!)} Save ${aud(prices.compareAtPrice! - prices.price)}`);
  });

  it('offers the postcode estimator with Express post for a heavy product, and not for a light one', async () => {
    const heavy = await page(`/products/${products.heavy.handle}`);
    expect(text(heavy.html)).toContain('Express post (calculated by postcode)');
    expect(heavy.html).toContain('class="shipping-estimator"');
    const light = await page(`/products/${products.normal.handle}`);
    expect(light.html).not.toContain('class="shipping-estimator"');
  });

  it('adds to cart with the LinesAdd cart form and buys now through /cart/{variantId}:1', async () => {
    const p = products.normal;
    const { html } = await page(`/products/${p.handle}`);
    expect(cartInputs(html)).toEqual([{ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${p.variants.find((v) => v.inventory.some((e) => e.quantity > 0))!.id}`, quantity: 1 }] } }]);
    expect(html).toMatch(/href="\/cart\/\d+:1"/);
  });

  it('links stock and price enquiries', async () => {
    const p = products.normal;
    const { html } = await page(`/products/${p.handle}`);
    const sku = p.variants[0]!.sku.toUpperCase();
    expect(html).toContain(`href="/pages/stock-enquiry?sku=${encodeURIComponent(sku)}&amp;title=`);
    expect(html).toContain('href="/pages/price-challenge"');
  });

  it('shows read more for copy over 1000 characters, and not for shorter copy', async () => {
    expect(text((await page(`/products/${products.longCopy.handle}`)).html)).toContain('Read more');
    expect(products.normal.descriptionHtml.replace(/<[^>]*>/g, '').length).toBeLessThanOrEqual(1000);
    expect(text((await page(`/products/${products.normal.handle}`)).html)).not.toContain('Read more');
  });

  it('renders the four accordions in order, Specifications and Features holding every row of the catalogue', async () => {
    const p = products.normal;
    const { html } = await page(`/products/${p.handle}`);
    expect([...html.matchAll(/<summary><h2>([^<]+)<\/h2><\/summary>/g)].map((m) => m[1])).toEqual(['Product Info', 'Specifications', 'Features', 'Shipping &amp; Returns']);
    expect(html).not.toMatch(/<details class="product-details__section" open="">\s*<summary><h2>(Specifications|Features)</);
    const specifications = accordion(html, 'Specifications');
    expect(p.specifications.length).toBeGreaterThan(0);
    expect([...specifications.matchAll(/<tr><th>([^<]*)<\/th><td>([^<]*)<\/td><\/tr>/g)].map((m) => ({ name: unescape(m[1]!), value: unescape(m[2]!) }))).toEqual(p.specifications);
    const features = accordion(html, 'Features');
    expect(p.features.length).toBeGreaterThan(0);
    expect([...features.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => unescape(m[1]!))).toEqual(p.features);
  });

  it.each([
    ['Lifetime', 'Lifetime Warranty'],
    ['10 Years', '10 Year Warranty'],
    ['1 Year', '1 Year Warranty'],
    ['6 Months', '6 Month Warranty'],
    ['181 Days', '7 Month Warranty'],
    ['90 Days', null],
    ['3 Months', null],
    ['30 Days', null],
  ])('for a %s warranty shows the badge %j', async (duration, badge) => {
    const p = products.withWarranty(duration);
    const { html } = await page(`/products/${p.handle}`);
    const badges = [...html.matchAll(/<span data-badge="outline" class="warranty-badge">([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(badges).toEqual(badge ? [badge] : []);
  });

  it('links the brand to its products in the shopper’s locale, showing its logo, and the logo is served', async () => {
    const p = products.normal;
    const brand = products.catalogue.brands.find((b) => b.name === p.vendor)!;
    const { html } = await page(`/en-au/products/${p.handle}`);
    const link = /<p class="product-page__brand"><a href="([^"]+)"[^>]*><img src="([^"]+)" alt="([^"]+)" width="120" height="40"\/><\/a><\/p>/.exec(html);
    expect(link?.[1]).toBe(`/en-au/search?search%5BrefinementList%5D%5Bbrand%5D%5B0%5D=${encodeURIComponent(brand.name)}`);
    expect(link?.[2]).toBe(brand.logoUrl);
    expect(unescape(link![3]!)).toBe(brand.name);
    const logo = await request(app).get(brand.logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const listing = await request(app).get(unescape(link![1]!));
    expect(listing.status).toBe(200);
  });

  it.each([
    ['priced within PayPal’s $30-$2000', () => products.payable(30_00, 2000_00), true],
    ['priced over $2000', () => products.payable(2000_01, Infinity), false],
  ])('offers PayPal in 4 with no fees for a product %s: %s', async (_, pick, offered) => {
    const p = pick();
    const { html } = await page(`/en-au/products/${p.handle}`);
    const payments = /<section class="payment-options" aria-label="Payment options">(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    expect(payments).not.toBe('');
    expect(text(payments).includes('Pay in 4 interest-free payments with PayPal, no fees')).toBe(offered);
  });

  it.each([
    ['/en-au', 'en-au', '$30 to $3,000'],
    ['/en-gb', 'en-gb', '£15.60 to £1,560'],
    ['/en-no', 'en-no', '211,50 kr to 21 150 kr'],
  ] as const)('under %s the Afterpay info popup gives the band in the page’s currency', async (base, key, written) => {
    const locale = localeByKey(key);
    const p = products.payable(100_00, 1000_00);
    const { html } = await page(`${base}/products/${p.handle}`);
    const popup = text(/<dialog class="afterpay-popup"[^>]*>(.*?)<\/dialog>/s.exec(html)?.[1] ?? '');
    const { min, max } = paymentBands(locale.currency).afterpay;
    const money = (units: number) => formatMoney(moneyFromNumber(units, locale.currency), locale);
    expect(popup).toContain(`Available for orders from ${money(min)} to ${money(max)}.`.replace(/\s+/g, ' '));
    // The spec's $30 to $3000 in Australia; the market's own amounts (market-amounts.ts) elsewhere.
    expect(popup).toContain(`Available for orders from ${written}.`);
    if (key !== 'en-au') expect(popup).not.toContain('$30 to $3,000');
  });

  it('shows no payment options at all for a product that disables them', async () => {
    const { html } = await page(`/en-au/products/${products.paymentDisabled.handle}`);
    expect(html).not.toContain('aria-label="Payment options"');
    expect(text(html)).not.toContain('PayPal');
  });

  it('shows the rental offer of a rentable product', async () => {
    const p = products.rentable;
    const { html } = await page(`/en-au/products/${p.handle}`);
    expect(text(html)).toContain(`Rent from ${formatMoney({ amount: Number(p.rentalRate!.rate).toFixed(2), currencyCode: 'AUD' }, AU)}/week 6 Months Min Apply Now`);
  });

  it('shows the related-products carousel with 2 or more items, linking each product', async () => {
    const p = products.withRelated(2, 10);
    const { html } = await page(`/products/${p.handle}`);
    expect(html).toContain('You may also like');
    for (const related of products.relatedOf(p)) expect(html).toContain(`href="/products/${related.handle}"`);
  });

  it('hides the carousel with fewer than 2 items', async () => {
    const p = products.withRelated(0, 1);
    expect((await page(`/products/${p.handle}`)).html).not.toContain('You may also like');
  });

  it.each([
    ['an unknown handle', '/products/no-such-instrument'],
    ['an unpublished product', () => `/products/${products.unpublished.handle}`],
    ['a handle with odd characters', '/products/%3Cscript%3E'],
  ])('answers a real 404 page for %s', async (_, path) => {
    const { status, html } = await page(typeof path === 'function' ? path() : path);
    expect(status).toBe(404);
    expect(html).toContain('Oops! This Page Missed a Beat!');
  });
});

describe('open-box mode (?obx)', () => {
  it('forces the Open Box ribbon and lists the units with whole-dollar prices and their facts', async () => {
    const p = products.openBoxParent;
    const { html } = await page(`/en-au/products/${p.handle}?obx=1`);
    expect(html).toContain('data-testid="ribbon">Open Box<');
    const body = text(html);
    for (const unit of p.openBoxItems) {
      expect(body).toContain(formatMoney(moneyFromMinorUnits(unit.open_box_price, 'AUD'), AU, { openBox: true }));
      expect(body).toContain(unit.condition);
      expect(body).toContain(unit.warehouse.userFacingName);
    }
    expect(body).toContain('Original box');
    expect(body).toContain('All accessories');
  });

  it('adds an open-box unit to the cart as its own merchandise, not the new stock, with its condition as line attributes', async () => {
    const p = products.openBoxParent;
    const unit = p.openBoxItems[0]!;
    const { html } = await page(`/products/${p.handle}?obx=1`);
    const line = cartInputs(html)[0]?.inputs.lines[0];
    expect(line?.merchandiseId).toBe(`gid://shopify/ProductVariant/${unit.shopifyVariantId}`);
    expect(p.variants.map((v) => `gid://shopify/ProductVariant/${v.id}`)).not.toContain(line?.merchandiseId);
    expect(line?.attributes).toEqual(expect.arrayContaining([{ key: 'Condition', value: unit.condition }, { key: 'Open Box', value: unit.open_box_number }]));
  });

  it.each([
    ['/', 'USD', 'en-us'],
    ['/en-au', 'AUD', 'en-au'],
    ['/en-gb', 'GBP', 'en-gb'],
    ['/en-no', 'NOK', 'en-no'],
  ] as const)('under %s shows each unit in whole %s and the cart charges exactly the price shown', async (prefix, currency, key) => {
    const p = products.openBoxParent;
    const locale = localeByKey(key);
    const base = prefix === '/' ? '' : prefix;
    const { html } = await page(`${base}/products/${p.handle}?obx=1`);
    const shown = [...html.matchAll(/data-testid="open-box-unit-price">([^<]*)</g)].map((m) => m[1]!.replace(/&nbsp;/g, '\u00a0'));
    const whole = (cents: number) => formatMoney(moneyFromMinorUnits(Math.floor(cents / 100) * 100, currency), locale, { openBox: true });
    expect(shown).toEqual(p.openBoxItems.map((unit) => whole(convertFromAud(unit.open_box_price, currency))));
    // The new price is an ordinary price: its cents are shown, not truncated.
    const newPrices = p.openBoxItems.map((unit) => formatMoney(moneyFromMinorUnits(newStockVariantOf(p, unit)!.prices[currency].price, currency), locale));
    expect(text(html)).toContain(`${shown[0]} New price ${newPrices[0]}`.replace(/\s+/g, ' '));

    const forms = cartInputs(html);
    expect(forms).toHaveLength(p.openBoxItems.length);
    for (const [n, form] of forms.entries()) {
      const agent = request.agent(app);
      const res = await agent.post(`${base}/cart`).set('accept', 'application/json').type('form').send({ cartFormInput: JSON.stringify(form) });
      expect(res.status).toBe(200);
      const cart = res.body.cart as CartView;
      expect(cart.lines).toHaveLength(1);
      expect(cart.lines[0]).toMatchObject({ merchandiseId: form.inputs.lines[0]!.merchandiseId, openBox: true, total: shown[n] });
      expect(cart.lines[0]!.attributes).toContainEqual({ key: 'Open Box', value: p.openBoxItems[n]!.open_box_number });
    }
  });

  it.each([
    ['/en-au', 'AUD', 'en-au'],
    ['/en-gb', 'GBP', 'en-gb'],
  ] as const)('under %s prices the payment widgets at the new-stock price without obx, and at each unit’s own price with it', async (base, currency, key) => {
    const p = products.openBoxParent;
    const locale = localeByKey(key);
    const money = (units: number) => formatMoney(moneyFromNumber(units, currency), locale);
    const afterpayText = (price: number) => {
      const options = paymentOptions(price, {}, currency)!;
      return options.afterpay ? `or 4 interest-free payments of ${money(options.afterpay.instalment)} with Afterpay` : null;
    };
    const zipText = (price: number) => {
      const zip = paymentOptions(price, {}, currency)!.zip!;
      return zip.kind === 'weekly' ? `Own it from ${money(zip.fromPerWeek)}/week with Zip` : `Own it for ${money(zip.perMonth)}/month over ${zip.months} months with Zip`;
    };
    const sections = (html: string) => [...html.matchAll(/<section class="payment-options[^"]*" aria-label="([^"]+)">(.*?)<\/section>/gs)].map((m) => [m[1]!, text(m[2]!)] as const);

    const normal = await page(`${base}/products/${p.handle}`);
    const newPrice = p.variants[0]!.prices[currency].price / 100;
    const pageLevel = sections(normal.html);
    expect(pageLevel.map(([label]) => label)).toEqual(['Payment options']);
    expect(pageLevel[0]![1]).toContain(zipText(newPrice));
    if (afterpayText(newPrice)) expect(pageLevel[0]![1]).toContain(afterpayText(newPrice));
    expect(normal.html).not.toContain('product-price__label');

    const obx = await page(`${base}/products/${p.handle}?obx=1`);
    expect(obx.html).not.toContain('aria-label="Payment options"');
    expect(obx.html).toContain('<span class="product-price__label">New stock</span>');
    const perUnit = new Map(sections(obx.html));
    expect(perUnit.size).toBe(p.openBoxItems.length);
    for (const unit of p.openBoxItems) {
      const unitPrice = Math.floor(convertFromAud(unit.open_box_price, currency) / 100);
      const widgets = perUnit.get(`Payment options for open-box unit ${unit.open_box_number}`);
      expect(widgets).toContain(zipText(unitPrice));
      const afterpay = afterpayText(unitPrice);
      if (afterpay) expect(widgets).toContain(afterpay);
      else expect(widgets).not.toContain('Afterpay');
      if (afterpayText(newPrice) !== afterpay) expect(widgets).not.toContain(afterpayText(newPrice) ?? 'never');
    }
  });

  it('on an open-box listing, the unit costs what the listing costs, in the shopper’s currency', async () => {
    const p = products.openBoxListing;
    const { html } = await page(`/en-gb/products/${p.handle}?obx=1`);
    const gbp = (cents: number) => formatMoney(moneyFromMinorUnits(cents, 'GBP'), localeByKey('en-gb'), { openBox: true });
    const shown = /data-testid="open-box-unit-price">([^<]*)</.exec(html)?.[1];
    expect(shown).toBe(gbp(p.variants[0]!.prices.GBP.price));
    expect(p.variants[0]!.prices.GBP.price % 100).toBe(0);
    const res = await request(app).post('/en-gb/cart').set('accept', 'application/json').type('form').send({ cartFormInput: JSON.stringify(cartInputs(html)[0]) });
    expect((res.body.cart as CartView).lines[0]?.total).toBe(shown);
  });

  it('promotes View Options without obx when open-box units exist', async () => {
    const p = products.openBoxParent;
    const { html } = await page(`/products/${p.handle}`);
    expect(html).toMatch(new RegExp(`href="/products/${p.handle}\\?obx=1"[^>]*>View Options<`));
    expect(html).not.toContain('data-testid="ribbon">Open Box<');
  });

  it('offers View New Stock with obx on a listing that has a parent product', async () => {
    const p = products.openBoxListing;
    const { html } = await page(`/products/${p.handle}?obx=1`);
    expect(html).toMatch(new RegExp(`href="/products/${p.openBoxParent!.handle}"[^>]*>View New Stock<`));
  });

  describe('shipping label per unit, beside its own price (free from 100 in the market’s currency, else Express Post)', () => {
    // The demo units all cost over 100: the units are repriced to either side of the threshold.
    const unitShipping = (html: string) =>
      [...html.matchAll(/data-testid="open-box-unit-price">([^<]*)<.*?data-testid="open-box-unit-shipping">([^<]*)</gs)].map((m) => [m[1]!.replace(/&nbsp;/g, '\u00a0'), m[2]!] as const);

    it.each([
      ['/en-au', 'en-au'],
      ['/en-gb', 'en-gb'],
      ['/en-no', 'en-no'],
    ] as const)('under %s a unit just below the threshold ships by Express Post and one at it ships free, whatever the new stock costs', async (base, key) => {
      const locale = localeByKey(key);
      const threshold = marketAmount(PRODUCT_FREE_SHIPPING_FROM, locale.currency);
      const prices = [threshold - 1, threshold];
      const { app: repriced } = await buildTestApp({
        useCases: (real) => ({
          ...real,
          priceOpenBoxUnits: {
            execute: async (input) => (await real.priceOpenBoxUnits!.execute(input)).map((offer, n) => ({ ...offer, price: moneyFromNumber(prices[n % 2]!, offer.price.currencyCode) })),
          } as NonNullable<typeof real.priceOpenBoxUnits>,
        }),
      });
      const p = products.catalogue.products.find((q) => q.status === 'active' && q.openBoxParent === null && q.openBoxItems.length >= 2 && q.metafields.is_heavy === 'false')!;
      expect(p.variants[0]!.prices[locale.currency as 'AUD'].price / 100).toBeGreaterThanOrEqual(threshold);
      const whole = (units: number) => formatMoney(moneyFromNumber(units, locale.currency), locale, { openBox: true });

      const obx = (await request(repriced).get(`${base}/products/${p.handle}?obx=1`)).text;
      expect(unitShipping(obx).slice(0, 2)).toEqual([
        [whole(threshold - 1), 'Express Post'],
        [whole(threshold), 'Free Shipping'],
      ]);
      // Shipping & Returns no longer states the new stock's Free Shipping for the page.
      expect(text(accordion(obx, 'Shipping &amp; Returns'))).toContain('Each open-box unit shows its shipping beside its price.');
      expect(accordion(obx, 'Shipping &amp; Returns')).not.toContain('Free Shipping');
      // Without obx the page is the new stock's: Free Shipping, and no unit labels.
      const normal = (await request(repriced).get(`${base}/products/${p.handle}`)).text;
      expect(text(accordion(normal, 'Shipping &amp; Returns'))).toContain('Free Shipping');
      expect(normal).not.toContain('open-box-unit-shipping');
    });

    it('a heavy product’s units all ship by Express post, and the page keeps the postcode calculator', async () => {
      const p = products.heavyOpenBoxParent;
      const { html } = await page(`/en-au/products/${p.handle}?obx=1`);
      expect(unitShipping(html).map(([, label]) => label)).toEqual(p.openBoxItems.map(() => 'Express post'));
      expect(text(accordion(html, 'Shipping &amp; Returns'))).toContain('Express post (calculated by postcode)');
      expect(html).toContain('class="shipping-estimator"');
    });
  });

  it('never asks the rental service about an open-box page', async () => {
    const { html } = await page(`/en-au/products/${products.rentable.handle}?obx=1`);
    expect(text(html)).not.toContain('Rent from');
  });
});

describe('/prod/{handle}', () => {
  it.each([
    ['/prod/some-guitar', '/products/some-guitar'],
    ['/prod/some-guitar?obx=1&utm_source=mail', '/products/some-guitar?obx=1&utm_source=mail'],
    ['/en-au/prod/some-guitar/', '/en-au/products/some-guitar'],
    ['/EN-GB/prod/some%20guitar?Code=X', '/en-gb/products/some%20guitar?Code=X'],
  ])('%s answers 301 to %s, query kept', async (from, to) => {
    const res = await request(app).get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });
});

describe('client navigation data', () => {
  it('answers the product route as JSON with the deferred parts settled', async () => {
    const p = products.openBoxParent;
    const res = await request(app).get(`/_data/products/${p.handle}?_route=product&obx=1`);
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ handle: p.handle, openBoxMode: true });
    expect(res.body.openBox.__settled).toMatchObject({ ok: true, value: expect.arrayContaining([expect.objectContaining({ number: p.openBoxItems[0]!.open_box_number })]) });
    expect(res.body.stock.__settled.ok).toBe(true);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await request(app).get('/_data/products/no-such-thing?_route=product')).status).toBe(404);
  });
});
