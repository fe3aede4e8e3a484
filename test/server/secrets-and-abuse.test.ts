// Issue 17, observation 2: secrets never reach a log line; preview secret guesses are throttled
// like log-ins; preview secrets are at least 32 characters in production; log-in failures are
// throttled per account too (one message whether or not the email has an account); an order
// confirmation shows only to the checkout (or the customer) it belongs to; production says loudly
// when the captcha would accept every token.
import { Writable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupWarnings } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { DEFAULT_RATE_LIMITS } from '../../src/server/http/rate-limit';
import { shopperRoutes } from '../../src/server/http/shopper-routes';
import { ACCOUNT_MESSAGES } from '../../src/domain/customer-account';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';
import { testCardFields } from '../support/test-card';
import { checkoutPageFields } from '../support/checkout-page-fields';

const PREVIEW_SECRET = 'SECRETVALUE-preview-0123456789abcdef';

function captureLogs() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'debug', pretty: false, destination }) };
}
/** pino-http writes its access line when the response finishes, which may be after the client has read it. */
const accessLines = (lines: string[]) => lines.filter((l) => /"msg":"request (completed|errored)"/.test(l)).length;

describe('no secret reaches a log line', () => {
  it('the preview secret in the query, and headers, cookies and fields named like secrets, are redacted', async () => {
    const { lines, logger } = captureLogs();
    const { app } = await buildTestApp({ env: { PREVIEW_SECRET }, logger });
    await request(app).get(`/api/preview?secret=${PREVIEW_SECRET}&slug=/`).expect(302);
    await request(app).get(`/api/preview?secret=${PREVIEW_SECRET}x&slug=/`).expect(401);
    await request(app)
      .get(`/search?search[query]=amp&token=SECRETVALUE-token&password=SECRETVALUE-password&api_key=SECRETVALUE-apikey`)
      .set('authorization', 'Bearer SECRETVALUE-bearer')
      .set('cookie', 'customer_session=SECRETVALUE-cookie; storefront_preview=SECRETVALUE-previewcookie')
      .set('x-preview-secret', 'SECRETVALUE-header')
      .set('x-api-key', 'SECRETVALUE-xapikey')
      .expect(200);
    await request(app).post('/account/login').type('form').send('email=a%40example.com&password=SECRETVALUE-formpassword');
    await request(app).get('/definitely/not/here?access_token=SECRETVALUE-access');
    logger.error({ err: new Error('POST https://hooks.example/x?key=SECRETVALUE-webhookkey failed') }, 'newsletter webhook failed');
    logger.info({ password: 'SECRETVALUE-field', nested: { authToken: 'SECRETVALUE-nested', apiSecret: 'SECRETVALUE-nested2' }, url: '/api/preview?secret=SECRETVALUE-url' }, 'a line with secret-named fields');
    // Five requests above: wait for their five access lines.
    await expect.poll(() => accessLines(lines)).toBe(5);
    expect(lines.length).toBeGreaterThan(5);
    const all = lines.join('\n');
    expect(all).not.toContain('SECRETVALUE');
    // Still useful: the request line names the path, with the secret's value replaced.
    expect(all).toMatch(/\/api\/preview\?secret=\[redacted\]/);
  });
});

describe('preview secret guesses are throttled like log-ins', () => {
  it('30 wrong secrets from one address: 10 × 401, then 429 (the right secret too, until the window passes)', async () => {
    const { app } = await buildTestApp({ env: { PREVIEW_SECRET } });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await request(app).get(`/api/preview?secret=guess-${i}&slug=/`)).status);
    expect(statuses.slice(0, DEFAULT_RATE_LIMITS.preview.limit)).toEqual(Array(DEFAULT_RATE_LIMITS.preview.limit).fill(401));
    expect(statuses.slice(DEFAULT_RATE_LIMITS.preview.limit)).toEqual(Array(30 - DEFAULT_RATE_LIMITS.preview.limit).fill(429));
    // Locked out from this address, even with the right secret, until the window passes.
    expect((await request(app).get(`/api/preview?secret=${PREVIEW_SECRET}&slug=/`)).status).toBe(429);
  });

  it('an editor with the right secret is never counted', async () => {
    const { app } = await buildTestApp({ env: { PREVIEW_SECRET } });
    for (let i = 0; i < DEFAULT_RATE_LIMITS.preview.limit + 5; i += 1) expect((await request(app).get(`/api/preview?secret=${PREVIEW_SECRET}&slug=/`)).status).toBe(302);
  });
});

describe('preview secrets are at least 32 characters in production', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PUBLIC_SITE_URL: 'https://www.example.com.au' };
  const sanity = { SANITY_PROJECT_ID: 'p1', SANITY_DATASET: 'production' };
  it.each([
    ['PREVIEW_SECRET', { PREVIEW_SECRET: 'x' }],
    ['PREVIEW_SECRET', { PREVIEW_SECRET: 'x'.repeat(31) }],
    ['SANITY_PREVIEW_SECRET', { ...sanity, SANITY_PREVIEW_SECRET: 'x' }],
    ['SANITY_PREVIEW_SECRET', { ...sanity, SANITY_PREVIEW_SECRET: 'x'.repeat(31) }],
  ])('%s of %j is refused in production, without quoting it', (variable, env) => {
    const value = Object.values(env).at(-1)!;
    let error: unknown;
    try {
      loadConfig({ ...production, ...env });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toMatch(/at least 32 characters/);
    expect((error as ConfigError).message).not.toContain(value);
  });

  it.each([
    ['PREVIEW_SECRET', { PREVIEW_SECRET: 'x'.repeat(32) }],
    ['SANITY_PREVIEW_SECRET', { ...sanity, SANITY_PREVIEW_SECRET: 'x'.repeat(32) }],
  ])('%s of 32 characters is accepted in production', (_variable, env) => {
    expect(() => loadConfig({ ...production, ...env })).not.toThrow();
  });

  it('short secrets still work outside production (development, tests, the e2e server)', () => {
    expect(loadConfig({ NODE_ENV: 'test', PREVIEW_SECRET: 'e2e-preview-secret' }).content).toEqual({ kind: 'embedded', previewSecret: 'e2e-preview-secret' });
    expect(loadConfig({ PREVIEW_SECRET: 'x' }).content).toEqual({ kind: 'embedded', previewSecret: 'x' });
  });
});

describe('production warns loudly when the captcha would accept every token', () => {
  it('no reCAPTCHA keys in production: a warning naming the variables', () => {
    const warnings = startupWarnings(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PUBLIC_SITE_URL: 'https://www.example.com.au' }));
    expect(warnings).toEqual([expect.stringMatching(/captcha.*accepts every token.*RECAPTCHA_SITE_KEY.*RECAPTCHA_SECRET_KEY/is)]);
  });
  it('reCAPTCHA keys set, or not production: no warning', () => {
    expect(startupWarnings(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PUBLIC_SITE_URL: 'https://www.example.com.au', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }))).toEqual([]);
    expect(startupWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });
});

describe('log-in failures are throttled per account as well as per address', () => {
  const perAccount = DEFAULT_RATE_LIMITS.logInPerAccount.limit;
  /** Per-IP limits out of the way, so only the per-account limit can answer 429. */
  const limits = { ...DEFAULT_RATE_LIMITS, logIn: { limit: 10_000, windowMs: 60_000 } };

  async function appWithAccount(email: string, password: string) {
    const built = await buildTestApp({
      env: { DEMO_PRODUCT_COUNT: '300' },
      mountFirst: (express, { useCases, config }) => express.use(shopperRoutes({ useCases, session: { secret: config.session.secret, secure: false }, defaultLocale: config.server.defaultLocale, analyticsShopId: '0', limits })),
    });
    await request(built.app).post('/account/register').set('accept', 'application/json').type('form').send({ firstName: 'Sam', lastName: 'Player', email, password }).expect(200);
    return built.app;
  }
  const logIn = (app: Parameters<typeof request>[0], email: string, password: string) =>
    request(app).post('/account/login').set('accept', 'application/json').type('form').send({ email, password });

  it(`after ${perAccount} failures for one email (from any address) its log-ins answer 429; other accounts are untouched`, async () => {
    const app = await appWithAccount('victim@example.com', 'Correct-horse-9');
    for (let i = 0; i < perAccount; i += 1) expect((await logIn(app, 'Victim@Example.com', `wrong-${i}`)).status).toBe(401);
    const locked = await logIn(app, 'victim@example.com', 'wrong-again');
    expect(locked.status).toBe(429);
    expect(locked.body.formError).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    expect((await logIn(app, 'someone-else@example.com', 'wrong')).status).toBe(401);
  });

  it('an email without an account is throttled the same way, with the same messages (nothing tells them apart)', async () => {
    const app = await appWithAccount('exists@example.com', 'Correct-horse-9');
    const answers = async (email: string) => {
      const out: Array<{ status: number; formError: string }> = [];
      for (let i = 0; i <= perAccount; i += 1) {
        const res = await logIn(app, email, `wrong-${i}`);
        out.push({ status: res.status, formError: res.body.formError as string });
      }
      return out;
    };
    expect(await answers('nobody@example.com')).toEqual(await answers('exists@example.com'));
  });

  it('a successful log-in is not counted', async () => {
    const app = await appWithAccount('regular@example.com', 'Correct-horse-9');
    for (let i = 0; i < perAccount + 3; i += 1) expect((await logIn(app, 'regular@example.com', 'Correct-horse-9')).status).toBe(200);
  });
});

describe('an order confirmation shows only to the checkout it belongs to', () => {
  const config = loadConfig({ NODE_ENV: 'test', DEMO_PRODUCT_COUNT: '300' });
  const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: 300 });
  const product = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false')!;
  const merchandiseId = `gid://shopify/ProductVariant/${product.variants[0]!.id}`;

  async function placeOrder(app: Parameters<typeof request.agent>[0], email: string) {
    const agent = request.agent(app);
    const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId, quantity: 1 }] } }) };
    const cart = (await agent.post('/cart?index').type('form').send(form).expect(200)).body.cart as CartView;
    const placed = await agent.post(cart.checkoutUrl).type('form').send({ ...testCardFields(), ...(await checkoutPageFields(agent, cart.checkoutUrl)), email, name: 'Sam Player', address1: '1 Secret Lane', city: 'New York', region: 'NY', postcode: '10001' }).expect(303);
    return { agent, checkoutUrl: cart.checkoutUrl, confirmation: placed.headers.location as string, orderId: new URL(placed.headers.location as string, 'http://x').searchParams.get('order')! };
  }

  it("the browser that placed it sees its confirmation; another checkout's URL with that order id is a 404 without the email or address", async () => {
    const { app } = await buildTestApp();
    const mine = await placeOrder(app, 'owner@example.com');
    const own = await mine.agent.get(mine.confirmation).expect(200);
    expect(own.text).toContain('owner@example.com');
    const other = await placeOrder(app, 'other@example.com');
    const stolen = await request(app).get(`${other.checkoutUrl}?order=${encodeURIComponent(mine.orderId)}`);
    expect(stolen.status).toBe(404);
    expect(stolen.text).not.toContain('owner@example.com');
    expect(stolen.text).not.toContain('1 Secret Lane');
    // The same through the client data route.
    const data = await request(app).get(`/_data${other.checkoutUrl}?order=${encodeURIComponent(mine.orderId)}&_route=checkout`);
    expect(data.status).toBe(404);
    expect(data.text).not.toContain('owner@example.com');
  });

  it('a made-up checkout token with a real order id is a 404', async () => {
    const { app } = await buildTestApp();
    const mine = await placeOrder(app, 'owner2@example.com');
    const res = await request(app).get(`/checkout/abcdefgh12345678?order=${encodeURIComponent(mine.orderId)}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('owner2@example.com');
  });
});
