// Alerts through the HTTP edge (issue 20): Shopify's webhook signature table, the webhook's other
// refusals, the product page's alert API, a change reaching the .eml outbox once however often it
// is delivered, the embedded check, and the unsubscribe link.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DemoCatalogueOverrides } from '../../src/adapters/embedded/demo-catalogue-overrides';
import { DEMO_SEED } from '../../src/adapters/embedded/demo-data/demo-defaults';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { openDatabase } from '../../src/adapters/sqlite/open-database';
import { DeliverAlertMessages } from '../../src/application/alerts/deliver-alert-messages';
import { RunCatalogueCheck } from '../../src/application/alerts/run-catalogue-check';
import type { MerchandiseLookup } from '../../src/application/ports';
import { TOKENS } from '../../src/application/tokens';
import { variantAvailability } from '../../src/domain/availability';
import { localeByKey } from '../../src/domain/locale';
import { loggedUrl } from '../../src/server/http/request-log';
import { inStockVariant, inventoryLevelPayload, itemTitle, productsUpdatePayload, shopifySignature, soldOutVariant } from '../support/alert-fixtures';
import { readOutbox } from '../support/eml';
import { buildTestApp } from '../support/test-app';

const SECRET = 'shpss_test-webhook-secret-0123456789';
const catalogue = generateCatalogue({ seed: DEMO_SEED, productCount: 300 });
const soldOut = soldOutVariant(catalogue);
const inStock = inStockVariant(catalogue);

type App = Awaited<ReturnType<typeof buildTestApp>>;

async function alertApp(extra: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alerts-'));
  const database = path.join(dataDir, 'alerts.sqlite');
  const built = await buildTestApp({ env: { DATA_DIR: dataDir, ALERTS_DATABASE: database, SHOPIFY_WEBHOOK_SECRET: SECRET, PUBLIC_SITE_URL: 'https://shop.example', ...extra } });
  return { ...built, dataDir, database };
}

function webhook(app: App['app'], topic: string, body: string, headers: Record<string, string | undefined>) {
  const req = request(app).post(`/webhooks/shopify/${topic}`).set('content-type', 'application/json');
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) req.set(name, value);
  return req.send(body);
}

const signed = (app: App['app'], topic: string, payload: unknown, id: string) => {
  const body = JSON.stringify(payload);
  return webhook(app, topic, body, { 'x-shopify-hmac-sha256': shopifySignature(body, SECRET), 'x-shopify-webhook-id': id, 'x-shopify-topic': topic });
};

describe('Shopify webhook signature (X-Shopify-Hmac-Sha256 over the raw body)', () => {
  let shop: Awaited<ReturnType<typeof alertApp>>;
  beforeAll(async () => {
    shop = await alertApp();
  });
  afterAll(() => shop.composition.close());

  const body = JSON.stringify(productsUpdatePayload('1', [{ gid: inStock.gid }]));
  const good = shopifySignature(body, SECRET);
  it.each([
    ['the right signature → 200', body, good, 200],
    ['no signature → 401', body, undefined, 401],
    ['an empty signature → 401', body, '', 401],
    ['a signature made with another secret → 401', body, shopifySignature(body, `${SECRET}x`), 401],
    ['a signature of another body → 401', body, shopifySignature(`${body} `, SECRET), 401],
    ['the body changed after signing → 401', body.replace('Demo product', 'Demo producT'), good, 401],
    ['the same JSON re-serialised (signature over other bytes) → 401', JSON.stringify(JSON.parse(body), null, 1), good, 401],
    ['the signature in hex instead of base64 → 401', body, Buffer.from(good, 'base64').toString('hex'), 401],
    ['a truncated signature → 401', body, good.slice(0, 20), 401],
    ['the signature with one character changed → 401', body, `${good[0] === 'A' ? 'B' : 'A'}${good.slice(1)}`, 401],
  ])('%s', async (_name, sent, signature, status) => {
    const res = await webhook(shop.app, 'products/update', sent, { 'x-shopify-hmac-sha256': signature, 'x-shopify-webhook-id': `sig-${Math.random()}`, 'x-shopify-topic': 'products/update' });
    expect(res.status).toBe(status);
    if (status === 401) expect(res.body).toEqual({ error: { code: 'unauthorized', message: 'The webhook signature is missing or wrong.' } });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
  });

  it('without a configured secret every webhook is refused with 401, even one signed', async () => {
    const bare = await buildTestApp({ env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'alerts-')) } });
    const res = await webhook(bare.app, 'products/update', body, { 'x-shopify-hmac-sha256': good, 'x-shopify-webhook-id': 'no-secret', 'x-shopify-topic': 'products/update' });
    expect(res.status).toBe(401);
    await bare.composition.close();
  });

  it.each([
    ['a topic the shop does not take', 'orders/create', productsUpdatePayload('1', []), { 'x-shopify-topic': 'orders/create' }, 404],
    ['no X-Shopify-Webhook-Id', 'products/update', productsUpdatePayload('1', []), { 'x-shopify-webhook-id': undefined }, 400],
    ['a topic header that is not the path', 'products/update', productsUpdatePayload('1', []), { 'x-shopify-topic': 'inventory_levels/update' }, 400],
    ['an inventory level without its item', 'inventory_levels/update', { location_id: 1, available: 2 }, { 'x-shopify-topic': 'inventory_levels/update' }, 400],
    ['a product whose variant id is not a variant gid', 'products/update', { admin_graphql_api_id: 'gid://shopify/Product/1', variants: [{ admin_graphql_api_id: 'gid://shopify/Order/1' }] }, {}, 400],
  ])('signed, but %s → %i', async (_name, topic, payload, headers, status) => {
    const sent = JSON.stringify(payload);
    const res = await webhook(shop.app, topic, sent, { 'x-shopify-hmac-sha256': shopifySignature(sent, SECRET), 'x-shopify-webhook-id': `bad-${Math.random()}`, 'x-shopify-topic': topic, ...headers });
    expect(res.status).toBe(status);
  });

  it('production with a Shopify catalogue does not start without the secret', async () => {
    const { loadConfig } = await import('../../src/server/config');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PUBLIC_SITE_URL: 'https://www.example.com.au', SHOPIFY_STORE_DOMAIN: 'shop.myshopify.com', SHOPIFY_STOREFRONT_API_TOKEN: 'token' }),
    ).toThrow('SHOPIFY_WEBHOOK_SECRET is required when NODE_ENV is production and SHOPIFY_STORE_DOMAIN is set');
  });
});

describe('the alert API', () => {
  let shop: Awaited<ReturnType<typeof alertApp>>;
  beforeAll(async () => {
    shop = await alertApp();
  });
  afterAll(() => shop.composition.close());
  const post = (body: object, prefix = '') => request(shop.app).post(`${prefix}/api/alerts`).set('content-type', 'application/json').send(body);

  it.each([
    [{ email: '', kind: 'price-drop' }, 400, 'Email is required'],
    [{ email: 'not-an-address', kind: 'price-drop' }, 400, 'Enter a valid email address.'],
    [{ email: 'ann@example.com', kind: 'restock' }, 400, null],
    [{ email: 'ann@example.com', kind: 'price-drop', variantId: 'gid://shopify/ProductVariant/1' }, 404, 'This item is not sold here.'],
    [{ email: 'ann@example.com', kind: 'back-in-stock', variantId: inStock.gid }, 409, 'This item can be bought now.'],
  ])('%j → %i', async (body, status, message) => {
    const res = await post({ variantId: inStock.gid, captchaToken: 't', ...body });
    expect(res.status).toBe(status);
    if (message) expect(res.body.error.message).toBe(message);
  });

  it('subscribes once; a repeat is not an error', async () => {
    const first = await post({ email: 'Ann@Example.com ', kind: 'back-in-stock', variantId: soldOut.gid, captchaToken: 't' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, outcome: 'subscribed', message: 'We’ll email you when it’s back.' });
    const again = await post({ email: 'ann@example.com', kind: 'back-in-stock', variantId: soldOut.gid, captchaToken: 't' });
    expect(again.body.outcome).toBe('already-subscribed');
  });

  it('the 21st alert of one address is refused with the limit message', async () => {
    // A shop of its own: the per-IP limit (30 sign-ups in 10 minutes) counts the other tests' posts too.
    const own = await alertApp();
    const post = (body: object) => request(own.app).post('/api/alerts').set('content-type', 'application/json').send(body);
    const ids = catalogue.products.filter((p) => p.status === 'active' && !p.openBoxParent).slice(0, 21).map((p) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`);
    for (const id of ids.slice(0, 20)) expect((await post({ email: 'max@example.com', kind: 'price-drop', variantId: id, captchaToken: 't' })).status).toBe(200);
    const last = await post({ email: 'max@example.com', kind: 'price-drop', variantId: ids[20], captchaToken: 't' });
    expect(last.status).toBe(409);
    expect(last.body.error.message).toBe('You already have 20 alerts. Unsubscribe from one to add another.');
    await own.composition.close();
  });

  it('refuses a cross-site post and anything but JSON', async () => {
    expect((await post({ email: 'a@example.com', kind: 'price-drop', variantId: inStock.gid }).set('sec-fetch-site', 'cross-site')).status).toBe(403);
    expect((await request(shop.app).post('/api/alerts').type('form').send('email=a@example.com')).status).toBe(415);
  });
});

describe('from a change to the .eml outbox, once', () => {
  let shop: Awaited<ReturnType<typeof alertApp>>;
  let overrides: DemoCatalogueOverrides;
  beforeAll(async () => {
    shop = await alertApp();
    // The tester's command writes the same table from another connection (another process, in use).
    overrides = new DemoCatalogueOverrides(openDatabase(shop.database), generateCatalogue({ seed: DEMO_SEED, productCount: 300 }));
  });
  afterAll(() => shop.composition.close());

  const subscribe = (kind: string, variantId: string, email: string, prefix = '') =>
    request(shop.app).post(`${prefix}/api/alerts`).set('content-type', 'application/json').send({ email, kind, variantId, captchaToken: 't' }).expect(200);
  const lookup = () => shop.composition.container.resolve<MerchandiseLookup>(TOKENS.MerchandiseLookup);
  const drain = () => shop.composition.container.resolve(DeliverAlertMessages).execute(Date.now());
  const outbox = () => readOutbox(path.join(shop.dataDir, 'outbox'));

  it('back in stock by webhook: one message, none for the replay, the same body under a fresh id, or a second change', async () => {
    await subscribe('back-in-stock', soldOut.gid, 'bis@example.com', '/en-au');
    overrides.set({ sku: soldOut.variant.sku, field: 'stock', value: 3 });
    await vi.waitFor(async () => {
      const [item] = await lookup().variantsByIds([soldOut.gid], localeByKey('en-au'));
      expect(variantAvailability(item!.availability).buyable).toBe(true);
    }, { timeout: 3_000, interval: 100 });

    const payload = productsUpdatePayload('1', [{ gid: soldOut.gid, inventoryItemId: 555001 }]);
    expect((await signed(shop.app, 'products/update', payload, 'delivery-1')).body).toEqual({ ok: true, checked: 1, queued: 1 });
    expect((await signed(shop.app, 'products/update', payload, 'delivery-1')).body).toEqual({ ok: true, replay: true });
    // Shopify signs the body only: the same bytes under a fresh X-Shopify-Webhook-Id are the same delivery.
    expect((await signed(shop.app, 'products/update', payload, 'delivery-1-replayed')).body).toEqual({ ok: true, replay: true });
    const again = productsUpdatePayload('1', [{ gid: soldOut.gid, inventoryItemId: 555001 }], '2026-01-01T00:00:01Z');
    expect((await signed(shop.app, 'products/update', again, 'delivery-2')).body).toEqual({ ok: true, checked: 1, queued: 0 });
    // The webhook route set the shop's own drain going; this one finds nothing left to claim.
    await drain();
    await vi.waitFor(() => expect(outbox().filter((m) => m.headers.get('to') === 'bis@example.com')).toHaveLength(1), { timeout: 3_000, interval: 50 });
    await drain();
    const mails = outbox().filter((m) => m.headers.get('to') === 'bis@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.headers.get('subject')).toBe(`Back in stock: ${itemTitle(soldOut)}`);
    expect(mail.headers.get('from')).toBe('Shop alerts <alerts@shop.example>');
    expect(mail.text).toContain(`https://shop.example/en-au/products/${soldOut.product.handle}`);
    const link = mail.headers.get('list-unsubscribe')!.replace(/^<|>$/g, '');
    expect(link).toMatch(/^https:\/\/shop\.example\/en-au\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`Stop this alert: ${link}`);
  });

  it('an inventory level of an item the shop learned from products/update checks that variant; out and back in tells again', async () => {
    overrides.set({ sku: soldOut.variant.sku, field: 'stock', value: 0 });
    await vi.waitFor(async () => {
      const [item] = await lookup().variantsByIds([soldOut.gid], localeByKey('en-au'));
      expect(variantAvailability(item!.availability).buyable).toBe(false);
    }, { timeout: 3_000, interval: 100 });
    expect((await signed(shop.app, 'inventory_levels/update', inventoryLevelPayload(555001, 0), 'level-1')).body).toEqual({ ok: true, checked: 1, queued: 0 });
    overrides.set({ sku: soldOut.variant.sku, field: 'stock', value: 2 });
    await vi.waitFor(async () => {
      const [item] = await lookup().variantsByIds([soldOut.gid], localeByKey('en-au'));
      expect(variantAvailability(item!.availability).buyable).toBe(true);
    }, { timeout: 3_000, interval: 100 });
    expect((await signed(shop.app, 'inventory_levels/update', inventoryLevelPayload(555001, 2), 'level-2')).body).toEqual({ ok: true, checked: 1, queued: 1 });
    await drain();
    await vi.waitFor(() => expect(outbox().filter((m) => m.headers.get('to') === 'bis@example.com')).toHaveLength(2), { timeout: 3_000, interval: 50 });
  });

  it('the embedded check: a price drop in one market is told once in that market, a re-run tells nothing', async () => {
    const check = () => shop.composition.container.resolve(RunCatalogueCheck).execute(Date.now());
    await subscribe('price-drop', inStock.gid, 'drop@example.com', '/en-gb');
    await check();
    const was = inStock.variant.prices.GBP.price;
    overrides.set({ sku: inStock.variant.sku, field: 'price:GBP', value: Math.floor(was / 2) });
    await vi.waitFor(async () => {
      const [item] = await lookup().variantsByIds([inStock.gid], localeByKey('en-gb'));
      expect(Math.round(Number(item!.price.amount) * 100)).toBe(Math.floor(was / 2));
    }, { timeout: 3_000, interval: 100 });
    expect(await check()).toMatchObject({ changedVariants: 1, queued: 1 });
    expect(await check()).toMatchObject({ changedVariants: 0, queued: 0 });
    await drain();
    const [mail] = outbox().filter((m) => m.headers.get('to') === 'drop@example.com');
    expect(mail?.headers.get('subject')).toMatch(/^Price drop: .+ is now £/);
    expect(mail?.text).toContain(`https://shop.example/en-gb/products/${inStock.product.handle}`);
  });

  it('the unsubscribe link: GET asks and removes nothing, POST (one-click) removes, a second POST says so; the token is not logged', async () => {
    const [mail] = outbox().filter((m) => m.headers.get('to') === 'drop@example.com');
    const link = new URL(mail!.headers.get('list-unsubscribe')!.replace(/^<|>$/g, ''));
    const target = `${link.pathname}${link.search}`;
    const page = await request(shop.app).get(target).expect(200);
    expect(page.text).toContain('Unsubscribe from this alert?');
    expect(page.text).toContain('<form method="post">');
    await request(shop.app).post(target).type('form').send('List-Unsubscribe=One-Click').expect(200).expect(/You will no longer receive this alert\./);
    await request(shop.app).post(target).type('form').send('List-Unsubscribe=One-Click').expect(200).expect(/This alert has already been removed\./);
    expect(loggedUrl(target)).toBe('/en-gb/alerts/unsubscribe?token=[redacted]');
    expect(page.text).toContain('<a href="/en-gb">Continue shopping</a>');
    await request(shop.app).get('/alerts/unsubscribe?token=short').expect(400);
  });
});

describe('the marketing service down', () => {
  it('an alert sign-up answers 503 with the shop’s message; a webhook answers 500 so Shopify delivers it again', async () => {
    const shop = await alertApp({ ALERTS_SERVICE_URL: 'http://127.0.0.1:9', ALERTS_WEBHOOK_URL: 'http://127.0.0.1:9/hooks/alerts' });
    const res = await request(shop.app).post('/api/alerts').set('content-type', 'application/json').send({ email: 'ann@example.com', kind: 'price-drop', variantId: inStock.gid, captchaToken: 't' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { code: 'service_unavailable', message: 'The alert service is unavailable. Please try again.' } });
    const webhookRes = await signed(shop.app, 'products/update', productsUpdatePayload('1', [{ gid: inStock.gid }]), 'down-1');
    expect(webhookRes.status).toBe(500);
    // Not recorded as handled: Shopify's retry is handled once the service is back.
    const ledger = openDatabase(shop.database);
    expect(ledger.prepare('SELECT COUNT(*) AS n FROM webhook_deliveries').get()).toEqual({ n: 0 });
    await shop.composition.close();
  });
});
