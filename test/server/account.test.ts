// Accounts on the real composed app (embedded: SQLite accounts, scrypt, signed session cookie):
// registration, log-in and log-out through the forms (as JSON for scripts and as plain HTML form
// posts), the redirects between /account and /account/login, the header, orders from the embedded
// checkout, cross-site refusal, forged cookies and the log-in rate limit.
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { CustomerAccounts } from '../../src/application/ports';
import { TOKENS } from '../../src/application/tokens';
import { localeByKey } from '../../src/domain/locale';
import { SESSION_COOKIE_NAME } from '../../src/server/http/session';
import { buildTestApp } from '../support/test-app';
import { testCardFields } from '../support/test-card';
import { checkoutFiguresText } from '../../src/application/checkout/checkout-figures';
import { checkoutPageFields } from '../support/checkout-page-fields';

let app: Express;
let built: Awaited<ReturnType<typeof buildTestApp>>;
let serial = 0;
const newShopper = () => ({ firstName: 'Ann', lastName: 'Lee', email: `ann-${Date.now()}-${++serial}@example.com`, password: 'correct horse battery' });

beforeAll(async () => {
  built = await buildTestApp();
});
// A fresh app (and so fresh per-IP limits) for every test; the accounts database is shared.
beforeEach(async () => {
  app = (await buildTestApp()).app;
});

/** 'Login' or 'My Account', as the header's account link reads. */
const headerAccount = (html: string) => /class="site-header__account-text">([^<]*)</.exec(html)?.[1];
const headerAccountHref = (html: string) => {
  const tag = /<a\b[^>]*class="site-header__account"[^>]*>/.exec(html)?.[0] ?? '';
  return /href="([^"]*)"/.exec(tag)?.[1];
};

const sessionCookieOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));

async function registered(agent = request.agent(app)) {
  const shopper = newShopper();
  await agent.post('/account/register').set('accept', 'application/json').type('form').send(shopper).expect(200);
  return { agent, shopper };
}

describe('registration', () => {
  it('a plain form post creates the account, sets an HttpOnly SameSite=Lax session cookie and goes to /account', async () => {
    const res = await request(app).post('/account/register').type('form').send(newShopper());
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/account');
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('a script gets JSON; the same email again is refused with 409', async () => {
    const shopper = newShopper();
    const first = await request(app).post('/account/register').set('accept', 'application/json').type('form').send(shopper);
    expect(first.body).toEqual({ ok: true, redirectTo: '/account' });
    const again = await request(app).post('/account/register').set('accept', 'application/json').type('form').send({ ...shopper, email: shopper.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.formError).toBe('An account with this email already exists.');
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it.each([
    { field: 'email', change: { email: 'not-an-email' }, message: 'Enter a valid email address.' },
    { field: 'password', change: { password: 'short' }, message: 'Password must be at least 8 characters.' },
    { field: 'password', change: { password: 'x'.repeat(129) }, message: 'Password must be at most 128 characters.' },
    { field: 'firstName', change: { firstName: '  ' }, message: 'First name is required.' },
    { field: 'lastName', change: { lastName: undefined }, message: 'Last name is required.' },
  ])('invalid $field → 400 "$message", no account', async ({ field, change, message }) => {
    const shopper = { ...newShopper(), ...change };
    const res = await request(app).post('/account/register').set('accept', 'application/json').type('form').send(shopper);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    const accounts = built.composition.container.resolve<CustomerAccounts>(TOKENS.CustomerAccounts);
    if (field !== 'email') expect(await accounts.logIn({ email: shopper.email, password: shopper.password ?? '' })).toBeNull();
  });
});

describe('/account and /account/login redirects', () => {
  it.each(['/account', '/en-au/account'])('anonymous %s → redirect to its log-in page, never cached', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(path.replace('/account', '/account/login'));
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('anonymous log-in page shows the form and Login in the header', async () => {
    const res = await request(app).get('/account/login');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<form[^>]*action="\/account\/login"[^>]*method="post"/);
    expect(headerAccount(res.text)).toBe('Login');
    expect(headerAccountHref(res.text)).toBe('/account/login');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('signed in: /account shows the profile, "No orders yet" and My Account; /account/login and /account/register go to /account', async () => {
    const { agent, shopper } = await registered();
    const account = await agent.get('/account');
    expect(account.status).toBe(200);
    expect(account.text).toContain(shopper.email);
    expect(account.text).toContain('Ann Lee');
    expect(account.text).toContain('No orders yet');
    expect(headerAccount(account.text)).toBe('My Account');
    expect(headerAccountHref(account.text)).toBe('/account');
    expect(account.headers['cache-control']).toBe('private, no-store');
    for (const page of ['/account/login', '/account/register']) {
      const res = await agent.get(page);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/account');
    }
  });

  it('client navigation data for /account answers the redirect to the log-in page', async () => {
    const res = await request(app).get('/_data/account?_route=account');
    expect(res.status).toBe(204);
    expect(res.headers['x-router-redirect']).toBe('/account/login');
  });

  it('signed in, any page is private and the header shows My Account', async () => {
    const { agent } = await registered();
    const res = await agent.get('/pages/about-us');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(headerAccount(res.text)).toBe('My Account');
  });
});

describe('log-in', () => {
  it('the right password signs in (JSON) under the locale of the form', async () => {
    const { shopper } = await registered();
    const res = await request(app).post('/en-au/account/login').set('accept', 'application/json').type('form').send({ email: shopper.email, password: shopper.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, redirectTo: '/en-au/account' });
    expect(sessionCookieOf(res)).toBeDefined();
  });

  it('a wrong password and an unknown email get the same answer, which never says whether the email exists', async () => {
    const { shopper } = await registered();
    const wrongPassword = await request(app).post('/account/login').set('accept', 'application/json').type('form').send({ email: shopper.email, password: 'wrong password' });
    const unknownEmail = await request(app).post('/account/login').set('accept', 'application/json').type('form').send({ email: `nobody-${shopper.email}`, password: shopper.password });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.formError).toBe('Incorrect email or password.');
    expect(sessionCookieOf(wrongPassword)).toBeUndefined();
  });

  it('a plain form with a wrong password comes back to the log-in page, which shows the message', async () => {
    const res = await request(app).post('/account/login').type('form').send({ email: 'ann@example.com', password: 'nope' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/account/login?error=credentials');
    const page = await request(app).get(res.headers.location as string);
    expect(page.text).toContain('Incorrect email or password.');
  });

  it.each([
    { name: 'an unknown error code', query: '?error=<script>', absent: '<script>' },
    { name: 'no error code', query: '', absent: 'role="alert">Incorrect' },
  ])('the log-in page shows nothing for $name', async ({ query, absent }) => {
    expect((await request(app).get(`/account/login${query}`)).text).not.toContain(absent);
  });

  it('a malformed form → 400 with field errors', async () => {
    const res = await request(app).post('/account/login').set('accept', 'application/json').type('form').send({ email: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ email: 'Enter a valid email address.', password: 'Password is required.' });
  });
});

describe('log-out', () => {
  it('ends the session here and in the account system: the old cookie no longer opens /account', async () => {
    const { agent } = await registered();
    const before = await agent.get('/account');
    expect(before.status).toBe(200);
    const out = await agent.post('/account/logout');
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/');
    expect(sessionCookieOf(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await agent.get('/account')).status).toBe(302);
  });

  it('a replayed session cookie after log-out is dropped on the log-in page instead of looping', async () => {
    const shopper = newShopper();
    const reg = await request(app).post('/account/register').type('form').send(shopper);
    const cookie = (sessionCookieOf(reg) ?? '').split(';')[0]!;
    await request(app).post('/account/logout').set('cookie', cookie).expect(303);
    const account = await request(app).get('/account').set('cookie', cookie);
    expect(account.status).toBe(302);
    expect(account.headers.location).toBe('/account/login');
    const login = await request(app).get('/account/login').set('cookie', cookie);
    expect(login.status).toBe(200);
    expect(sessionCookieOf(login)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(headerAccount(login.text)).toBe('Login');
  });
});

describe('cookies and cross-site posts', () => {
  it('a forged or tampered session cookie is anonymous and is removed', async () => {
    const reg = await request(app).post('/account/register').type('form').send(newShopper());
    const [name, value] = (sessionCookieOf(reg) ?? '').split(';')[0]!.split('=') as [string, string];
    const [payload, mac] = value.split('.') as [string, string];
    const longer = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), e: Date.now() + 10 ** 12 })).toString('base64url');
    for (const forged of [`${longer}.${mac}`, `${payload}.${mac.slice(0, -2)}xx`, 'garbage']) {
      const res = await request(app).get('/account').set('cookie', `${name}=${forged}`);
      expect(res.status).toBe(302);
      expect(sessionCookieOf(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
  });

  it.each(['/account/login', '/account/register', '/account/logout'])('a cross-site POST to %s is refused', async (path) => {
    const bySite = await request(app).post(path).set('sec-fetch-site', 'cross-site').type('form').send(newShopper());
    expect(bySite.status).toBe(403);
    const byOrigin = await request(app).post(path).set('origin', 'https://evil.example').type('form').send(newShopper());
    expect(byOrigin.status).toBe(403);
    expect(sessionCookieOf(bySite)).toBeUndefined();
  });
});

describe('orders from the embedded checkout', () => {
  it("the account lists the shopper's orders with number, item count and total", async () => {
    const { agent, shopper } = await registered();
    const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
    const product = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null)!;
    const added = await agent
      .post('/cart')
      .set('accept', 'application/json')
      .type('form')
      .send({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${product.variants[0]!.id}`, quantity: 2 }] } }) })
      .expect(200);
    const accounts = built.composition.container.resolve<CustomerAccounts>(TOKENS.CustomerAccounts);
    const session = (await accounts.logIn(shopper))!;
    const customerId = (await accounts.account(session.token))!.customer.id;
    const locale = localeByKey('en-us');
    const cart = (await built.composition.useCases.loadCart.execute({ cartId: added.body.cart.id, locale }))!;
    const shown = await built.composition.useCases.quoteCartShipping!.execute(cart, '5000', locale);
    const order = await built.composition.useCases.placeCartOrder!.execute(
      {
        cartId: added.body.cart.id,
        email: shopper.email,
        customerId,
        shippingAddress: { name: 'Ann Lee', address1: '1 King William St', city: 'Adelaide', region: 'SA', postcode: '5000', country: 'Australia' },
        confirmedFigures: shown.kind === 'rule' || shown.kind === 'quoted' ? checkoutFiguresText(cart, shown) : '',
      },
      locale,
      { card: { number: '1', name: 'Ann Lee', expiry: { month: 12, year: 2030 }, securityCode: '123' }, idempotencyKey: 'account-order-key-1' },
    );
    const page = await agent.get('/account');
    expect(page.text).not.toContain('No orders yet');
    expect(page.text).toContain(`#${order.number}`);
    expect(page.text).toMatch(/<td>2<\/td>/);
  });
});

describe('checkout while signed in', () => {
  it("an order placed through the embedded checkout while signed in shows on that shopper's account", async () => {
    const { agent } = await registered();
    const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
    const product = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null)!;
    const added = await agent
      .post('/cart')
      .set('accept', 'application/json')
      .type('form')
      .send({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${product.variants[0]!.id}`, quantity: 1 }] } }) })
      .expect(200);
    const placed = await agent
      .post(added.body.cart.checkoutUrl)
      .type('form')
      .send({ ...testCardFields(), ...(await checkoutPageFields(agent, added.body.cart.checkoutUrl)), email: 'someone@example.com', name: 'Ann Lee', address1: '350 Fifth Avenue', city: 'New York', region: 'NY', postcode: '10001' })
      .expect(303);
    const orderId = new URL(placed.headers.location as string, 'http://x').searchParams.get('order');
    expect(orderId).toBeTruthy();
    const page = await agent.get('/account');
    expect(page.text).not.toContain('No orders yet');
  });

  it("a guest's order stays off every account", async () => {
    const { agent } = await registered();
    const guest = request.agent(built.app);
    const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
    const product = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null)!;
    const added = await guest
      .post('/cart')
      .set('accept', 'application/json')
      .type('form')
      .send({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${product.variants[0]!.id}`, quantity: 1 }] } }) })
      .expect(200);
    await guest.post(added.body.cart.checkoutUrl).type('form').send({ ...testCardFields(), ...(await checkoutPageFields(guest, added.body.cart.checkoutUrl)), email: 'guest@example.com', name: 'G', address1: '1 X St', city: 'New York', region: 'NY', postcode: '10001' }).expect(303);
    expect((await agent.get('/account')).text).toContain('No orders yet');
  });
});

describe('log-in rate limit', () => {
  it('after 10 failed log-ins from one IP the 11th is refused with 429, even with the right password; successful ones do not count', async () => {
    const { app: fresh } = await buildTestApp();
    const agent = request.agent(fresh);
    const shopper = newShopper();
    await agent.post('/account/register').set('accept', 'application/json').type('form').send(shopper).expect(200);
    const attempt = (password: string, email = shopper.email) => request(fresh).post('/account/login').set('accept', 'application/json').type('form').send({ email, password });
    for (let i = 0; i < 3; i++) expect((await attempt(shopper.password)).status).toBe(200);
    // Ten accounts, two failures each at most: the per-account limit (5) is not what answers here.
    for (let i = 0; i < 10; i++) expect((await attempt('wrong password', `someone-${i % 5}@example.com`)).status).toBe(401);
    const limited = await attempt(shopper.password);
    expect(limited.status).toBe(429);
    expect(limited.body.formError).toBe('Too many attempts. Please wait a few minutes and try again.');
    const plainForm = await request(fresh).post('/account/login').type('form').send({ email: shopper.email, password: shopper.password });
    expect(plainForm.status).toBe(303);
    expect(plainForm.headers.location).toBe('/account/login?error=too-many');
  }, 30_000);
});
