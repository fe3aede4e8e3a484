// Product cards on listing pages, over the real composed app: each market's payment bands and
// what a card's add to cart tells analytics.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Analytics } from '../../src/application/ports';
import { TOKENS } from '../../src/application/tokens';
import type { AnalyticsBatch } from '../../src/domain/analytics';
import { localeByKey, type LocaleKey } from '../../src/domain/locale';
import { formatMoney, moneyFromNumber } from '../../src/domain/money';
import { paymentOptions } from '../../src/domain/payment-options';
import { priceField, type ProductDocument } from '../../src/adapters/search/product-document';
import { buildTestApp } from '../support/test-app';
import { dataPath, documentsOf, listingOf } from './search-support';

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
      sent.push(batch);
      return original(batch);
    };
    const page = await request(app).get('/en-au/collections/guitar-bass');
    expect(page.status).toBe(200);
    const forms = cardForms(page.text);
    expect(forms.size).toBeGreaterThan(5);
    for (const [sku, fields] of forms) {
      const doc = docOf(sku);
      const { products } = JSON.parse(fields.analytics ?? '{}') as { products?: Record<string, unknown>[] };
      expect(products, sku).toEqual([
        { variantGid: `gid://shopify/ProductVariant/${doc.variantId}`, name: doc.title, ...(doc.brand ? { brand: doc.brand } : {}), price: doc.price.toFixed(2), sku, quantity: 1 },
      ]);
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
