// After the order (issue 29, observation 8): Back after ordering shows the confirmation, never a
// 404; the confirmation's personal details (name, email, street address) show only to the browser
// that placed the order (its signed cookie) or the signed-in owner; anyone else holding the URL sees
// the order number and may confirm the order's email, which reveals the details only on a match.
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { DEFAULT_RATE_LIMITS } from '../../src/server/http/rate-limit';
import { orderAccessRoutes } from '../../src/server/http/order-access-routes';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';
import { checkoutPageFields } from '../support/checkout-page-fields';
import { testCardFields } from '../support/test-card';

const NOT_FOUND_TITLE = 'Oops! This Page Missed a Beat!';
const PRIVATE_NOTICE = 'Sign in or confirm your email to see this order&#x27;s details';
const NO_MATCH = 'We could not confirm that email for this order.';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

let app: Express;
let merchandiseId: string;
let serial = 0;

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  const product = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false' && ['ONLINE', '51'].every((at) => p.variants[0]!.inventory.find((e) => e.locationId === at)!.quantity >= 5))!;
  merchandiseId = `gid://shopify/ProductVariant/${product.variants[0]!.id}`;
});

/** A shopper's personal details, unique per order so a page cannot show them by accident. */
function buyer() {
  serial += 1;
  return { email: `buyer-${Date.now()}-${serial}@example.com`, name: `Robin Quietly${serial}`, address1: `${serial} Hidden Lane`, city: 'Adelaide', region: 'SA', postcode: '5000' };
}

/** One line in a cart and the checkout form sent, as a browser without JavaScript does. */
async function placeOrder(target: Express = app, prefix = '/en-au', method: 'delivery' | 'pickup' = 'delivery') {
  const agent = request.agent(target);
  const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId, quantity: 1 }] } }) };
  const cart = (await agent.post(`${prefix}/cart?index`).type('form').send(form).expect(200)).body.cart as CartView;
  const details = buyer();
  // What the checkout page gave its form (the figures it showed), as a browser posts it.
  const shown = await checkoutPageFields(agent, cart.checkoutUrl, { form: method });
  const body = { ...testCardFields(), ...shown, ...(method === 'pickup' ? { method: 'pickup', store: 'forestville', email: details.email, name: details.name } : details) };
  const placed = await agent.post(cart.checkoutUrl).type('form').send(body).expect(303);
  const confirmation = String(placed.headers.location);
  const number = /data-testid="order-number">#(?:<!-- -->)?(\d+)</.exec((await agent.get(confirmation).expect(200)).text)?.[1];
  return { agent, details, checkoutUrl: cart.checkoutUrl, confirmation, number: Number(number), placed };
}

const personal = (details: ReturnType<typeof buyer>) => [details.email, details.name, details.address1];
const cookiesOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

describe('Back after ordering', () => {
  it('the placing browser going back to the checkout address is sent (303) to its confirmation, never a 404', async () => {
    const { agent, checkoutUrl, confirmation } = await placeOrder();
    const back = await agent.get(checkoutUrl);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(confirmation);
    expect(back.text).not.toContain(NOT_FOUND_TITLE);
  });

  it('with JavaScript the same: the data route answers the redirect to the confirmation', async () => {
    const { agent, checkoutUrl, confirmation } = await placeOrder();
    const back = await agent.get(`/_data${checkoutUrl}?_route=checkout`).set('accept', 'application/json');
    expect(back.status).toBe(204);
    expect(back.headers['x-router-redirect']).toBe(confirmation);
  });

  it('another browser holding the checkout address sees the order number only, not a 404', async () => {
    const { details, checkoutUrl, number } = await placeOrder();
    const stranger = await request(app).get(checkoutUrl);
    expect(stranger.status).toBe(200);
    expect(stranger.text).not.toContain(NOT_FOUND_TITLE);
    expect(stranger.text).toContain(`#${number}`);
    expect(stranger.text).toContain(PRIVATE_NOTICE);
    for (const text of personal(details)) expect(stranger.text).not.toContain(text);
  });

  it('a pick-up order: the placing browser going back is sent to its confirmation too', async () => {
    const { agent, checkoutUrl, confirmation } = await placeOrder(app, '/en-au', 'pickup');
    const back = await agent.get(checkoutUrl);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(confirmation);
  });

  it('a checkout address that never became an order stays a 404', async () => {
    const res = await request(app).get('/en-au/checkout/abcdefgh12345678');
    expect(res.status).toBe(404);
  });
});

describe('the confirmation URL', () => {
  it('the placing browser sees name, email and street address; the page is private, no-store and noindex', async () => {
    const { agent, details, confirmation, placed } = await placeOrder();
    const cookie = cookiesOf(placed).find((c) => c.startsWith('placed_orders='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const page = await agent.get(confirmation).expect(200);
    for (const text of personal(details)) expect(page.text).toContain(text);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.text).toMatch(/<meta name="robots" content="noindex/);
  });

  it('a pick-up order: the placing browser sees its name and email; another browser does not', async () => {
    const { agent, details, confirmation, number } = await placeOrder(app, '/en-au', 'pickup');
    const own = await agent.get(confirmation).expect(200);
    expect(own.text).toContain(details.email);
    const stranger = await request(app).get(confirmation).expect(200);
    expect(stranger.text).toContain(`#${number}`);
    expect(stranger.text).not.toContain(details.email);
    expect(stranger.text).not.toContain(details.name);
  });

  it.each([
    { name: 'the page', path: (c: string) => c },
    { name: 'the data route', path: (c: string) => `/_data${c}&_route=checkout` },
  ])('another browser fetching $name sees the order number and the sign-in or confirm prompt, no name, email or street address', async ({ path }) => {
    const { details, confirmation, number } = await placeOrder();
    const stranger = await request(app).get(path(confirmation)).expect(200);
    expect(stranger.text).toContain(String(number));
    for (const text of personal(details)) expect(stranger.text).not.toContain(text);
    expect(stranger.headers['cache-control']).toBe('private, no-store');
  });

  it('another browser sees the form to confirm the email, posting to this checkout', async () => {
    const { checkoutUrl, confirmation } = await placeOrder();
    const stranger = await request(app).get(confirmation).expect(200);
    expect(stranger.text).toContain(PRIVATE_NOTICE);
    const form = /<form[^>]*>/.exec(/<main[\s\S]*<\/main>/.exec(stranger.text)![0])![0];
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${checkoutUrl}/confirm-email"`);
    const input = /<input[^>]*name="email"[^>]*>/.exec(/<form[\s\S]*?<\/form>/.exec(/<main[\s\S]*<\/main>/.exec(stranger.text)![0])![0])![0];
    expect(input).toContain('type="email"');
    expect(input).toContain('required=""');
  });

  it('a forged cookie naming the order shows nothing personal', async () => {
    const { details, confirmation, placed } = await placeOrder();
    const cookie = cookiesOf(placed).find((c) => c.startsWith('placed_orders='))!.split(';')[0]!;
    const [payload] = cookie.slice('placed_orders='.length).split('.');
    const forged = await request(app).get(confirmation).set('cookie', `placed_orders=${payload}.AAAA`).expect(200);
    for (const text of personal(details)) expect(forged.text).not.toContain(text);
  });
});

describe('confirming the order email', () => {
  it('a mismatch answers a neutral message and reveals nothing; the cookie is not set', async () => {
    const { details, checkoutUrl, confirmation } = await placeOrder();
    const stranger = request.agent(app);
    const wrong = await stranger.post(`${checkoutUrl}/confirm-email`).type('form').send({ email: 'someone-else@example.com' }).expect(303);
    expect(cookiesOf(wrong).some((c) => c.startsWith('placed_orders='))).toBe(false);
    const page = await stranger.get(String(wrong.headers.location)).expect(200);
    expect(page.text).toContain(NO_MATCH);
    for (const text of personal(details)) expect(page.text).not.toContain(text);
    expect((await stranger.get(confirmation).expect(200)).text).not.toContain(details.address1);
  });

  it.each([
    { name: 'as typed', email: (e: string) => e },
    { name: 'in capitals with spaces around', email: (e: string) => `  ${e.toUpperCase()} ` },
  ])('a match ($name) sets the cookie for that order and shows its details', async ({ email }) => {
    const { details, checkoutUrl, confirmation } = await placeOrder();
    const stranger = request.agent(app);
    const right = await stranger.post(`${checkoutUrl}/confirm-email`).type('form').send({ email: email(details.email) }).expect(303);
    expect(right.headers.location).toBe(confirmation);
    expect(cookiesOf(right).find((c) => c.startsWith('placed_orders='))).toMatch(/HttpOnly/);
    const page = await stranger.get(confirmation).expect(200);
    for (const text of personal(details)) expect(page.text).toContain(text);
  });

  it('a script gets JSON: 403 and the neutral message on a mismatch, the confirmation address on a match', async () => {
    const { details, checkoutUrl, confirmation } = await placeOrder();
    const wrong = await request(app).post(`${checkoutUrl}/confirm-email`).set('accept', 'application/json').send({ email: 'nobody@example.com' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: { code: 'forbidden', message: NO_MATCH } });
    const right = await request(app).post(`${checkoutUrl}/confirm-email`).set('accept', 'application/json').send({ email: details.email }).expect(200);
    expect(right.body).toEqual({ ok: true, redirectTo: confirmation });
  });

  it.each([
    { name: 'no email', body: {} },
    { name: 'not an email', body: { email: 'not-an-email' } },
    { name: 'an email too long', body: { email: `${'a'.repeat(300)}@example.com` } },
  ])('$name: 400 and nothing set', async ({ body }) => {
    const { checkoutUrl } = await placeOrder();
    const res = await request(app).post(`${checkoutUrl}/confirm-email`).set('accept', 'application/json').send(body).expect(400);
    expect(cookiesOf(res).some((c) => c.startsWith('placed_orders='))).toBe(false);
  });

  it('a checkout address that is no order: the same neutral message as a mismatch', async () => {
    const res = await request(app).post('/en-au/checkout/abcdefgh12345678/confirm-email').set('accept', 'application/json').send({ email: 'a@example.com' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(NO_MATCH);
  });

  it('failed confirmations are limited per IP like log-ins; a right email after the limit is refused too, and never counted when right', async () => {
    const limits = { ...DEFAULT_RATE_LIMITS, orderEmail: { limit: 3, windowMs: 60_000 } };
    const { app: limited } = await buildTestApp({
      mountFirst: (express, { useCases, config }) => express.use(orderAccessRoutes({ useCases, session: { secret: config.session.secret, secure: false }, limit: limits.orderEmail, defaultLocale: config.server.defaultLocale })),
    });
    const { details, checkoutUrl } = await placeOrder(limited);
    const post = (email: string) => request(limited).post(`${checkoutUrl}/confirm-email`).set('accept', 'application/json').send({ email });
    for (let i = 0; i < 5; i += 1) expect((await post(details.email)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(`wrong-${i}@example.com`)).status);
    expect(statuses).toEqual([403, 403, 403, 429, 429]);
    const after = await post(details.email);
    expect(after.status).toBe(429);
    expect(after.body.error.message).toBe(TOO_MANY);
  });
});
