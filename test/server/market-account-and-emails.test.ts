// Issue 30, observation 5: in each market the account shows money as the rest of the market's pages
// do ('$' on /en-au, never 'A$'), and every link of every email the shop sends keeps the shopper's
// market prefix. A shopper of each market places an order and asks for a price-drop alert; the
// embedded outbox then holds the order confirmation and the alert; every link in each (the text
// and the List-Unsubscribe header) is on the shop, under the market's prefix, and answers.
// The shop sends no password or newsletter mail of its own (the newsletter is the marketing
// service's, a password is Shopify's in hosted mode; the embedded accounts send none).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { DemoCatalogueOverrides } from '../../src/adapters/embedded/demo-catalogue-overrides';
import { DEMO_SEED } from '../../src/adapters/embedded/demo-data/demo-defaults';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { openDatabase } from '../../src/adapters/sqlite/open-database';
import { DeliverAlertMessages } from '../../src/application/alerts/deliver-alert-messages';
import { RunCatalogueCheck } from '../../src/application/alerts/run-catalogue-check';
import type { CartView } from '../../src/ui/cart/view-models';
import { inStockVariant } from '../support/alert-fixtures';
import { checkoutAddressFor } from '../support/checkout-addresses';
import { checkoutPageFields } from '../support/checkout-page-fields';
import { readOutbox } from '../support/eml';
import { buildTestApp } from '../support/test-app';
import { testCardFields } from '../support/test-card';

const SITE = 'https://shop.example';
const dataDir = mkdtempSync(path.join(tmpdir(), 'market-emails-'));
const database = path.join(dataDir, 'alerts.sqlite');
const shop = await buildTestApp({ env: { DATA_DIR: dataDir, ALERTS_DATABASE: database, PUBLIC_SITE_URL: SITE } });
const catalogue = generateCatalogue({ seed: DEMO_SEED, productCount: 300 });
const item = inStockVariant(catalogue);
const overrides = new DemoCatalogueOverrides(openDatabase(database), catalogue);
afterAll(() => shop.composition.close());

/** Each market, its prefix, and how its pages write the money of its own orders. */
const MARKETS = [
  { prefix: '', currency: 'USD', symbol: /^\$\d/ },
  { prefix: '/en-au', currency: 'AUD', symbol: /^\$\d/ },
  { prefix: '/en-gb', currency: 'GBP', symbol: /^£\d/ },
  { prefix: '/en-no', currency: 'NOK', symbol: /^\d[\d\s\u00a0]*(,\d\d)?\s?kr$/ },
] as const;
const OTHER_PREFIXES = ['/en-au', '/en-gb', '/en-no', '/en-us'];

let serial = 0;
async function shopper(prefix: string) {
  const agent = request.agent(shop.app);
  serial += 1;
  const email = `market-${serial}-${Date.now()}@example.com`;
  const registered = await agent.post(`${prefix}/account/register`).set('accept', 'application/json').type('form').send({ firstName: 'Sam', lastName: 'Player', email, password: 'correct horse battery' }).expect(200);
  // Signed in, the shopper lands on the account of the market they came from, not the default site's.
  expect(registered.body.redirectTo).toBe(`${prefix}/account`);
  return { agent, email };
}

async function placeOrder(agent: ReturnType<typeof request.agent>, prefix: string, email: string): Promise<number> {
  const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: item.gid, quantity: 1 }] } }) };
  const cart = (await agent.post(`${prefix}/cart?index`).type('form').send(form).expect(200)).body.cart as CartView;
  const placed = await agent
    .post(cart.checkoutUrl)
    .type('form')
    .send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl)), email, ...checkoutAddressFor(prefix) })
    .expect(303);
  const page = (await agent.get(String(placed.headers.location)).expect(200)).text;
  return Number(/data-testid="order-number">#(?:<!-- -->)?(\d+)</.exec(page)?.[1]);
}

/** The total cell of the account table's row for an order. */
function accountTotal(html: string, number: number): string | null {
  const row = new RegExp(`<tr>(?:(?!</tr>).)*#(?:<!-- -->)?${number}(?:(?!</tr>).)*</tr>`).exec(html)?.[0] ?? '';
  return [...row.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]!.replace(/&nbsp;/g, '\u00a0')).find((cell) => /\d/.test(cell) && /[$£]|kr/.test(cell)) ?? null;
}

const linksOf = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);

describe.each(MARKETS)('a shopper of the $currency market ($prefix)', ({ prefix, symbol }) => {
  it("the account lists the market's order in the market's money, as the rest of its pages write it", async () => {
    const { agent, email } = await shopper(prefix);
    const number = await placeOrder(agent, prefix, email);
    const account = await agent.get(`${prefix}/account`).expect(200);
    const total = accountTotal(account.text, number);
    expect(total).toMatch(symbol);
    expect(total).not.toMatch(/A\$|US\$|GB£/);
    const order = await agent.get(`${prefix}/account/orders/${number}`).expect(200);
    expect(/data-testid="order-total">([^<]*)</.exec(order.text)?.[1]?.replace(/&nbsp;/g, '\u00a0')).toMatch(symbol);
  });

  it("every link of every email the outbox holds for the shopper keeps the market's prefix and answers", async () => {
    const { agent, email } = await shopper(prefix);
    await placeOrder(agent, prefix, email);
    await request(shop.app).post(`${prefix}/api/alerts`).set('content-type', 'application/json').send({ email, kind: 'price-drop', variantId: item.gid, captchaToken: 't' }).expect(200);
    const check = () => shop.composition.container.resolve(RunCatalogueCheck).execute(Date.now());
    await check();
    const currency = prefix === '' ? 'USD' : { '/en-au': 'AUD', '/en-gb': 'GBP', '/en-no': 'NOK' }[prefix]!;
    const was = item.variant.prices[currency as 'AUD'].price;
    overrides.set({ sku: item.variant.sku, field: `price:${currency}` as 'price:AUD', value: Math.floor(was / 2) });
    await expect.poll(async () => (await check()).queued, { timeout: 5_000, interval: 100 }).toBeGreaterThan(0);
    await shop.composition.container.resolve(DeliverAlertMessages).execute(Date.now());
    const mails = readOutbox(path.join(dataDir, 'outbox')).filter((mail) => mail.headers.get('to') === email);
    expect(mails.map((mail) => mail.headers.get('subject')?.replace(/#\d+/, '#N').replace(/ is now .*/, ''))).toEqual(expect.arrayContaining(['Your order #N is confirmed', expect.stringMatching(/^Price drop: /)]));
    expect(mails).toHaveLength(2);
    const links = mails.flatMap((mail) => [...linksOf(mail.text), ...linksOf(mail.headers.get('list-unsubscribe') ?? '')]);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      const url = new URL(link);
      expect(url.origin, link).toBe(SITE);
      if (prefix) expect(url.pathname.startsWith(`${prefix}/`), link).toBe(true);
      else expect(OTHER_PREFIXES.some((other) => url.pathname.startsWith(`${other}/`)), link).toBe(false);
      const res = await request(shop.app).get(url.pathname + url.search).set('accept', 'text/html');
      expect(res.status, link).toBe(200);
    }
    overrides.reset(item.variant.sku);
  });
});

describe('the unsubscribe link under a prefix', () => {
  const token = 'a'.repeat(43);
  it.each([
    ['/en-gb', 200],
    ['', 200],
    ['/xx-yy', 404],
  ] as const)('%s/alerts/unsubscribe answers %i', async (prefix, status) => {
    const res = await request(shop.app).get(`${prefix}/alerts/unsubscribe?token=${token}`).set('accept', 'text/html');
    expect(res.status).toBe(status);
  });
});
