import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { moneyFromNumber } from '../../src/domain/money';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';
import { productFixtures } from './product-fixtures';

const { app, config } = await buildTestApp();
const products = productFixtures(config);

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
    // The demo seed's fender-deluxe-ef-490-guitar-picks: US$3.99, A$5 (2 decimals only when fractional).
    expect(html).toContain('data-testid="product-price">$3.99<');
    expect(html).toMatch(/<nav class="breadcrumbs" aria-label="Breadcrumb">/);
    for (const title of ['Product Info', 'Shipping &amp; Returns']) expect(html).toContain(`<h2>${title}</h2>`);
    expect(html).toMatch(/<details class="product-details__section" open="">\s*<summary><h2>Product Info<\/h2>/);
    expect(html).toContain(`src="${p.images[0]!.url}"`);
  });

  it('prices in the locale currency under /en-au', async () => {
    const p = products.normal;
    const { html } = await page(`/en-au/products/${p.handle}`);
    expect(html).toContain('data-testid="product-price">$5<'); // whole dollars: no decimals (spec 9)
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
    // The demo seed's plain product: 21 online.
    expect([p.handle, p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')!.quantity]).toEqual(['fender-deluxe-ef-490-guitar-picks', 21]);
    const { html } = await page(`/products/${p.handle}`);
    const body = text(html);
    expect(body).toContain('In-store availability');
    expect(body).toContain('In Stock');
    // The embedded adapters settle well within the shell's wait (INLINE_DEFERRED_MS).
    expect(html).toContain('"stock":{"__deferred":"product/stock","settled":{"ok":true,');
    expect(html).not.toContain('__deferredData');
  });

  // The demo seed's electro-harmonix-custom-bs-420-mkii-multi-effects-processor: 51 holds 5, 52 holds 2
  // (both main stores: the spec's 'all'), 61 only a demo unit, 62 holds 6, 66 holds 4, 63-65 nothing.
  const STORE_LIST_HANDLE = 'electro-harmonix-custom-bs-420-mkii-multi-effects-processor';
  it.each([
    ['Forestville', 'Forestville : In stock'],
    ['Adelaide City', 'Adelaide City : In stock'],
    ['Melbourne Fitzroy', 'Melbourne Fitzroy : Not in stock, demo unit on display'],
    ['Melbourne Windsor', 'Melbourne Windsor : In stock'],
    ['Sydney Alexandria', null],
    ['Sydney Crows Nest', null],
    ['Brisbane Fortitude Valley', null],
    ['Perth West Leederville', 'Perth West Leederville : In stock'],
  ])('lists the stores holding stock or a demo unit: %s shows %j', async (store, line) => {
    const { html } = await page(`/products/${STORE_LIST_HANDLE}`);
    const body = text(html);
    if (line === null) expect(body).not.toContain(`${store} :`);
    else expect(body).toContain(line);
  });

  it('gives the spec’s availability state over 51 and 52: both hold stock, so all', async () => {
    const { html } = await page(`/products/${STORE_LIST_HANDLE}`);
    expect(html).toContain('data-availability="all"');
  });

  it('shows was and save prices for a discounted product', async () => {
    // The demo seed's epiphone-pro-mb-850-mkii-acoustic-electric-guitar: A$8,799.00, compare-at A$11,799.00.
    const p = products.discounted;
    expect(p.handle).toBe('epiphone-pro-mb-850-mkii-acoustic-electric-guitar');
    const { html } = await page(`/en-au/products/${p.handle}`);
    expect(text(html)).toContain('$8,799 Was $11,799 Save $3,000');
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
    const link = /<p class="product-page__brand"><a href="([^"]+)"[^>]*><img src="([^"]+)" alt="([^"]+)" width="128" height="64"\/><\/a><\/p>/.exec(html);
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
    ['/en-au', '$30 to $3,000', []],
    ['/en-gb', '£15.60 to £1,560', ['$30 to $3,000']],
    ['/en-no', '211,50 kr to 21 150 kr', ['$30 to $3,000']],
  ] as const)('under %s the Afterpay info popup gives the band in the page’s currency', async (base, written, absent) => {
    const p = products.payable(100_00, 1000_00);
    const { html } = await page(`${base}/products/${p.handle}`);
    const popup = text(/<dialog class="afterpay-popup"[^>]*>(.*?)<\/dialog>/s.exec(html)?.[1] ?? '');
    // The spec's $30 to $3000 in Australia; the market's own amounts (market-amounts.ts) elsewhere.
    expect(popup).toContain(`Available for orders from ${written}.`);
    for (const band of absent) expect(popup).not.toContain(band);
  });

  it('shows no payment options at all for a product that disables them', async () => {
    const { html } = await page(`/en-au/products/${products.paymentDisabled.handle}`);
    expect(html).not.toContain('aria-label="Payment options"');
    expect(text(html)).not.toContain('PayPal');
  });

  it('shows the rental offer of a rentable product', async () => {
    // The demo seed's fender-player-rv-130-hollow-body-electric-guitar rents at $273.26 a week.
    const p = products.rentable;
    expect(p.handle).toBe('fender-player-rv-130-hollow-body-electric-guitar');
    const { html } = await page(`/en-au/products/${p.handle}`);
    expect(text(html)).toContain('Rent from $273.26/week 6 Months Min Apply Now');
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
    // The demo seed's casio-player-lp-350-portable-digital-piano: one unit, OB0000211, A$665.00 at Forestville.
    const p = products.openBoxParent;
    expect(p.handle).toBe('casio-player-lp-350-portable-digital-piano');
    const { html } = await page(`/en-au/products/${p.handle}?obx=1`);
    expect(html).toContain('data-testid="ribbon">Open Box<');
    const body = text(html);
    expect(body).toContain('$665');
    expect(body).toContain('Excellent - Customer return, used once and as new.');
    expect(body).toContain('Forestville');
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

  // The casio's unit OB0000211 (A$665.00) in each market, in whole units (spec section 9: open-box
  // prices truncated to whole dollars), beside the new stock's price with its cents.
  it.each([
    ['/', 'USD', '$438', '$646.99'],
    ['/en-au', 'AUD', '$665', '$979'],
    ['/en-gb', 'GBP', '£345', '£509.99'],
    ['/en-no', 'NOK', '4\u00a0699\u00a0kr', '6\u00a0999\u00a0kr'],
  ] as const)('under %s shows each unit in whole %s and the cart charges exactly the price shown', async (prefix, _currency, unitPrice, newPrice) => {
    const p = products.openBoxParent;
    const base = prefix === '/' ? '' : prefix;
    const { html } = await page(`${base}/products/${p.handle}?obx=1`);
    const shown = [...html.matchAll(/data-testid="open-box-unit-price">([^<]*)</g)].map((m) => m[1]!.replace(/&nbsp;/g, '\u00a0'));
    expect(shown).toEqual([unitPrice]);
    // The new price is an ordinary price: its cents are shown, not truncated.
    expect(text(html)).toContain(`${unitPrice} New price ${newPrice}`.replace(/\s+/g, ' '));

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

  // The demo seed's casio-player-lp-350-portable-digital-piano: new stock A$979.00 / £509.99 / US$646.99,
  // one open-box unit OB0000211 at A$665 (£345, US$438: open-box prices in whole units). Afterpay is
  // price / 4; Zip is price / 12 a month over 12 months from the market's $500, else 'from $10/week'.
  it.each([
    {
      base: '/en-au',
      newStock: ['or 4 interest-free payments of $244.75 with Afterpay', 'Own it for $81.58/month over 12 months with Zip'],
      unit: ['or 4 interest-free payments of $166.25 with Afterpay', 'Own it for $55.42/month over 12 months with Zip'],
    },
    {
      base: '/en-gb',
      newStock: ['or 4 interest-free payments of £127.50 with Afterpay', 'Own it for £42.50/month over 12 months with Zip'],
      unit: ['or 4 interest-free payments of £86.25 with Afterpay', 'Own it for £28.75/month over 12 months with Zip'],
    },
    {
      base: '',
      newStock: ['or 4 interest-free payments of $161.75 with Afterpay', 'Own it for $53.92/month over 12 months with Zip'],
      unit: ['or 4 interest-free payments of $109.50 with Afterpay', 'Own it from $10/week with Zip'],
    },
  ])('under "$base" prices the payment widgets at the new-stock price without obx, and at the unit’s own price with it', async ({ base, newStock, unit }) => {
    const p = products.openBoxParent;
    expect([p.handle, p.openBoxItems.map((item) => item.open_box_number)]).toEqual(['casio-player-lp-350-portable-digital-piano', ['OB0000211']]);
    const sections = (html: string) => [...html.matchAll(/<section class="payment-options[^"]*" aria-label="([^"]+)">(.*?)<\/section>/gs)].map((m) => [m[1]!, text(m[2]!)] as const);

    const normal = await page(`${base}/products/${p.handle}`);
    const pageLevel = sections(normal.html);
    expect(pageLevel.map(([label]) => label)).toEqual(['Payment options']);
    for (const widget of newStock) expect(pageLevel[0]![1]).toContain(widget);
    expect(normal.html).not.toContain('product-price__label');

    const obx = await page(`${base}/products/${p.handle}?obx=1`);
    expect(obx.html).not.toContain('aria-label="Payment options"');
    expect(obx.html).toContain('<span class="product-price__label">New stock</span>');
    const perUnit = sections(obx.html);
    expect(perUnit.map(([label]) => label)).toEqual(['Payment options for open-box unit OB0000211']);
    for (const widget of unit) expect(perUnit[0]![1]).toContain(widget);
    for (const widget of newStock) expect(perUnit[0]![1]).not.toContain(widget);
  });

  it('on an open-box listing, the unit costs what the listing costs, in the shopper’s currency', async () => {
    const p = products.openBoxListing;
    const { html } = await page(`/en-gb/products/${p.handle}?obx=1`);
    // The demo seed's casio-player-lp-350-portable-digital-piano-open-box: £345.00.
    expect(p.handle).toBe('casio-player-lp-350-portable-digital-piano-open-box');
    const shown = /data-testid="open-box-unit-price">([^<]*)</.exec(html)?.[1];
    expect(shown).toBe('£345');
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

    // The spec's 100, in each market's own figure (AUD 100, GBP 52, NOK 705: market-amounts.ts).
    it.each([
      ['/en-au', 'AUD', 100, '$99', '$100'],
      ['/en-gb', 'GBP', 52, '£51', '£52'],
      ['/en-no', 'NOK', 705, '704\u00a0kr', '705\u00a0kr'],
    ] as const)('under %s a unit just below the threshold ships by Express Post and one at it ships free, whatever the new stock costs', async (base, currency, threshold, below, at) => {
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
      expect(p.variants[0]!.prices[currency].price / 100).toBeGreaterThanOrEqual(threshold);

      const obx = (await request(repriced).get(`${base}/products/${p.handle}?obx=1`)).text;
      expect(unitShipping(obx).slice(0, 2)).toEqual([
        [below, 'Express Post'],
        [at, 'Free Shipping'],
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
