// Product cards on listing pages, over the real composed app: each market's payment bands, what a
// card's add to cart tells analytics, and the compact rental line from one deferred rental call.
import request from 'supertest';
import { INLINE_DEFERRED_MS } from '../../src/server/ssr/deferred-stream';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Analytics } from '../../src/application/ports';
import { TOKENS } from '../../src/application/tokens';
import { shopifyAnalyticsBatch, type ShopifyAnalyticsBatch as AnalyticsBatch } from '../../src/adapters/shopify/shopify-analytics-payload';
import { localeByKey, type LocaleKey } from '../../src/domain/locale';
import { formatMoney, moneyFromNumber } from '../../src/domain/money';
import { PAYMENT_OPTIONS_AVAILABLE, paymentOptions } from '../../src/domain/payment-options';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { ListingView } from '../../src/ui/search/view-models';
import { cardAnalytics } from '../../src/ui/components/card-analytics';
import type { JsonFault } from '../support/middleware-mock-server';
import { RentalMockServer } from '../support/rental-mock-server';
import { priceField, type ProductDocument } from '../../src/adapters/typesense/product-document';
import { buildTestApp } from '../support/test-app';
import { catalogueOf, categoryHandles, dataPath, documentsOf, listingOf } from './search-support';

const { app, config, composition } = await buildTestApp();
const docs = new Map(documentsOf(config).map((doc) => [doc.sid, doc]));
const docOf = (sku: string): ProductDocument => docs.get(sku) ?? expect.fail(`no document for ${sku}`);

/** The card's one payment line for `price` in `currency`, by the domain rule (Afterpay first, else Zip). */
function paymentLineOf(price: number, currency: string, key: LocaleKey): string | null {
  const options = paymentOptions(price, {}, currency);
  if (!options) return null;
  const money = (n: number) => formatMoney(moneyFromNumber(n, currency), localeByKey(key));
  if (options.afterpay) return `or 4 interest-free payments of ${money(options.afterpay.instalment)} with Afterpay`;
  const zip = options.zip!;
  return zip.kind === 'weekly' ? `Own it from ${money(zip.fromPerWeek)}/week with Zip` : `Own it for ${money(zip.perMonth)}/month over ${zip.months} months with Zip`;
}

describe('listing cards in each market', () => {
  // Price ranges around the market's Afterpay ceiling (£1560, 21 150 kr), where AUD bands would answer otherwise.
  it.each([
    ['en-gb', 'GBP', '1000:3000'],
    ['en-no', 'NOK', '2000:30000'],
  ] as const)('/%s cards write the payment line of their price in %s bands', async (key, currency, range) => {
    const res = await request(app).get(dataPath(`/${key}/collections/guitar-bass?${new URLSearchParams({ 'category[range][price]': range })}`, 'collection'));
    expect(res.status).toBe(200);
    const cards = listingOf(res).cards.filter((card) => card.payment !== null);
    expect(cards.length).toBeGreaterThan(5);
    const priceOf = (sku: string) => docOf(sku)[priceField('price', currency)];
    for (const card of cards) expect(card.payment, card.sku).toBe(paymentLineOf(priceOf(card.sku), currency, key));
    // At least one card whose line the AUD bands would have got wrong, so the page proves the market's bands.
    expect(cards.some((card) => paymentLineOf(priceOf(card.sku), currency, key) !== paymentLineOf(priceOf(card.sku), 'AUD', key))).toBe(true);
  });
});

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const entities: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
const unescape = (html: string) => html.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, name: string) => entities[name]!);

/** The hidden fields of each card's add-to-cart form, by sku, as the page renders them. */
function cardForms(html: string): Map<string, Record<string, string>> {
  const forms = new Map<string, Record<string, string>>();
  for (const [, sku, body] of html.matchAll(/<article class="product-card" data-sku="([^"]+)">(.*?)<\/article>/gs)) {
    const fields = Object.fromEntries([...body!.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map(([, name, value]) => [name!, unescape(value!)]));
    forms.set(unescape(sku!), fields);
  }
  return forms;
}

describe('a card add to cart', () => {
  it('posts an analytics product with the card’s sku and price, which the cart and the analytics beacon accept', async () => {
    const sent: AnalyticsBatch[] = [];
    const port = composition.container.resolve<Analytics>(TOKENS.Analytics);
    const original = port.send.bind(port);
    port.send = async (batch) => {
      sent.push(shopifyAnalyticsBatch(batch));
      return original(batch);
    };
    const page = await request(app).get('/en-au/collections/guitar-bass');
    expect(page.status).toBe(200);
    const forms = cardForms(page.text);
    expect(forms.size).toBeGreaterThan(5);
    // The browser's cart sends each card's analytics product from the card's data (client data here).
    const cards = listingOf(await request(app).get(dataPath('/en-au/collections/guitar-bass', 'collection'))).cards;
    for (const [sku, fields] of forms) {
      const doc = docOf(sku);
      expect(fields.analytics, 'no copy in the plain form').toBeUndefined();
      const card = cards.find((c) => c.sku === sku)!;
      expect({ ...cardAnalytics(card), quantity: 1 }, sku).toEqual({
        variantGid: `gid://shopify/ProductVariant/${doc.variantId}`, name: doc.title, ...(doc.brand ? { brand: doc.brand } : {}), price: doc.price.toFixed(2), sku, quantity: 1,
      });
      fields.analytics = JSON.stringify({ products: [{ ...cardAnalytics(card), quantity: 1 }] });
    }

    // The same fields the card's form posts, as the browser's cart sends them to /cart?index.
    const [sku, fields] = [...forms][0]!;
    const added = await request(app).post('/en-au/cart?index').type('form').send({ cartFormInput: fields.cartFormInput, analytics: fields.analytics });
    expect(added.status).toBe(200);
    const cartId = added.body.cart.id as string;
    const { products } = JSON.parse(fields.analytics!) as { products: unknown[] };
    const beacon = await request(app)
      .post('/api/analytics')
      .set('user-agent', BROWSER)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ consent: true, reports: [{ name: 'ADD_TO_CART', cartId, products, createdAtMs: 1_700_000_000_000 }] }));
    expect(beacon.status).toBe(204);
    expect(sent.flatMap((batch) => batch.events.flatMap((event) => event.payload.products as unknown[]))).toEqual([expect.objectContaining({ sku, price: docOf(sku).price.toFixed(2) })]);
  });
});

const catalogue = catalogueOf(config);
const rental = await RentalMockServer.start(catalogue);
const overHttp = (await buildTestApp({ env: { RENTAL_SERVICE_URL: rental.url } })).app;
afterAll(() => rental.close());

const AU = localeByKey('en-au');
const bySku = new Map(catalogue.products.map((p) => [p.variants[0]!.sku, p]));
const rentLine = (p: DemoProduct) => `Or rent for ${formatMoney(moneyFromNumber(Number(p.rentalRate!.rate), 'AUD'), AU)} /wk`;
/** The deferred value the page streamed for `key` ('collection/rentals') in its data block, as the browser revives it. */
function streamed(html: string, key: string): unknown {
  const match = new RegExp(`<script type="application/json" data-deferred="${key}">(\\{.*?\\})</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}
/**
 * A shopper's cookie: the page is rendered for them, private, and streams what is slow. A page
 * without one may be kept by a shared cache, and is sent complete (test/server/shared-page-csp.test.ts).
 */
const SHOPPER_COOKIE = 'cart=no-such-cart';
/** The rental lines a page gave its route, streamed or (when ready at once) in the shell's router payload. */
function rentalsOf(html: string, routeId: 'collection' | 'search'): Record<string, string> {
  const late = streamed(html, `${routeId}/rentals`) as { ok: boolean; value: Record<string, string> } | undefined;
  if (late) return late.value;
  const payload = /<script id="__router_payload"[^>]*>(.*?)<\/script>/s.exec(html)!;
  const { hydration } = JSON.parse(payload[1]!) as { hydration: { loaderData: Record<string, { rentals: Record<string, string> }> } };
  return hydration.loaderData[routeId]!.rentals;
}
const rentalLines = (html: string) => [...html.matchAll(/data-testid="card-rental">([^<]*)</g)].map((m) => unescape(m[1]!));

/**
 * A category page (sorted dearest first, where rentable products are) whose first page holds a
 * rentable product beside products without a rate: found in the catalogue the app serves.
 */
async function pageWithRentable(): Promise<{ path: string; rentable: DemoProduct; listing: ListingView }> {
  const nodes = new Map<string, string>();
  const walk = (list: typeof catalogue.categories) => list.forEach((n) => (nodes.set(n.catCode, n.handle), walk(n.children)));
  walk(catalogue.categories);
  expect(categoryHandles(catalogue).length).toBe(nodes.size);
  for (const p of catalogue.products) {
    if (!p.rentalRate || p.disablePayment || p.status !== 'active' || !p.showInCategories || p.openBoxParent) continue;
    const path = `/en-au/collections/${nodes.get(p.categoryCodes.at(-1)!)}?category%5BsortBy%5D=price-desc`;
    const listing = listingOf(await request(app).get(dataPath(path, 'collection')));
    const skus = listing.cards.map((c) => c.sku);
    if (skus.includes(p.variants[0]!.sku) && skus.some((sku) => !bySku.get(sku)?.rentalRate)) return { path, rentable: p, listing };
  }
  return expect.fail('no category page shows a rentable product beside one without a rate');
}
const found = await pageWithRentable();

describe('the card rental line', () => {
  beforeEach(() => rental.reset());

  it('renders in the shell, readable without JavaScript, when the rental service answers within the inline deadline', async () => {
    rental.fault({ kind: 'slow', delayMs: 40 });
    const res = await request(overHttp).get(found.path);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('aria-busy="true">\u00a0</p>');
    expect(res.text).not.toContain('<!--$?-->');
    expect(rentalLines(res.text)).toContain(rentLine(found.rentable));
  });

  it('arrives after the shell of a private page when the rental service takes longer than the inline deadline: one rental call for the page, every card keeps a placeholder line, the lines come as deferred data for the browser to fill in at once, and one link offers the page sent complete', async () => {
    rental.fault({ kind: 'slow', delayMs: INLINE_DEFERRED_MS + 250 });
    const res = await request(overHttp).get(found.path).set('cookie', SHOPPER_COOKIE);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const payable = found.listing.cards.filter((c) => c.payment !== null);
    expect(rental.requests.map((r) => r.body)).toEqual([{ urls: payable.map((c) => expect.stringMatching(new RegExp(`^http://[^/?]+${c.href}$`))) }]);
    // The cards are in the shell with a placeholder line, and no Suspense boundary of their own (the
    // browser hydrated such boundaries one commit each).
    expect(res.text.split('aria-busy="true">\u00a0</p>').length - 1).toBe(payable.length);
    expect(res.text).not.toContain('<!--$?-->');
    expect(rentalLines(res.text)).toEqual([]);
    const expected = Object.fromEntries(payable.map((c) => [c.sku, bySku.get(c.sku)!.rentalRate ? rentLine(bySku.get(c.sku)!) : PAYMENT_OPTIONS_AVAILABLE]));
    expect(streamed(res.text, 'collection/rentals')).toEqual({ ok: true, value: expected });
    expect(expected[found.rentable.variants[0]!.sku]).toBe(rentLine(found.rentable));
    expect(res.text.match(/Show these details/g)).toHaveLength(1);
    // Without JavaScript: the page sent complete shows every line.
    const complete = await request(overHttp).get(`${found.path}&complete=1`).set('cookie', SHOPPER_COOKIE);
    expect(complete.text).not.toContain('aria-busy="true">\u00a0</p>');
    expect(rentalLines(complete.text).sort()).toEqual(Object.values(expected).sort());
  });

  it('waits for the rental lines on a shared page (a cache hands it to everyone): sent complete, every line in place, no placeholder, no link, no streamed data', async () => {
    rental.fault({ kind: 'slow', delayMs: INLINE_DEFERRED_MS + 250 });
    const res = await request(overHttp).get(found.path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(res.text).not.toContain('aria-busy="true">\u00a0</p>');
    expect(res.text).not.toContain('Show these details');
    expect(streamed(res.text, 'collection/rentals')).toBeUndefined();
    expect(rentalLines(res.text)).toContain(rentLine(found.rentable));
  });

  it('comes with the shell when the rates are ready at once (embedded): no placeholder, no streamed script', async () => {
    const res = await request(app).get(found.path);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('aria-busy="true">\u00a0</p>');
    expect(streamed(res.text, 'collection/rentals')).toBeUndefined();
    const lines = rentalsOf(res.text, 'collection');
    expect(lines[found.rentable.variants[0]!.sku]).toBe(rentLine(found.rentable));
    expect(rentalLines(res.text).sort()).toEqual(Object.values(lines).sort());
  });

  it('leaves out cards whose product turns payment options off, and asks nothing about them', async () => {
    const off = catalogue.products.find((p) => p.disablePayment && p.status === 'active' && p.showInCategories && !p.openBoxParent)!;
    const res = await request(overHttp).get(`/en-au/search?${new URLSearchParams({ 'search[query]': off.variants[0]!.sku })}`);
    expect(res.status).toBe(200);
    const value = rentalsOf(res.text, 'search');
    expect(res.text).toContain(`data-sku="${off.variants[0]!.sku}"`);
    expect(value).not.toHaveProperty(off.variants[0]!.sku);
    expect(rental.requests.flatMap((r) => (r.body as { urls: string[] }).urls)).not.toContainEqual(expect.stringMatching(new RegExp(`/products/${off.handle}$`)));
  });

  it('shows on search results too (embedded rental rates)', async () => {
    const sku = found.rentable.variants[0]!.sku;
    const res = await request(app).get(`/en-au/search?${new URLSearchParams({ 'search[query]': sku })}`);
    expect(res.status).toBe(200);
    expect(rentalsOf(res.text, 'search')[sku]).toBe(rentLine(found.rentable));
    expect(rentalLines(res.text)).toContain(rentLine(found.rentable));
  });

  // Last: failures open the rental client's circuit breaker.
  it.each<[string, JsonFault]>([
    ['answers 500', { kind: 'status', status: 500 }],
    ['answers malformed JSON', { kind: 'malformed-json' }],
    ['drops the connection', { kind: 'drop' }],
  ])('when the rental service %s the page still answers 200 with every card and the generic line', async (_, fault) => {
    rental.fault(fault);
    const res = await request(overHttp).get(found.path);
    expect(res.status).toBe(200);
    expect(res.text.match(/<article class="product-card"/g)).toHaveLength(found.listing.cards.length);
    for (const card of found.listing.cards) expect(res.text).toContain(`data-sku="${card.sku}"`);
    const payable = found.listing.cards.filter((c) => c.payment !== null);
    expect(rentalLines(res.text)).toEqual(payable.map(() => PAYMENT_OPTIONS_AVAILABLE));
    expect(res.text).not.toContain('Or rent for');
  });
});
