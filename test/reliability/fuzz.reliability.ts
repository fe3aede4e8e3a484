// Thousands of generated requests against the composed shop on a loopback port: random paths,
// search-state queries with hostile values, form and JSON bodies for every POST route, cookies,
// huge and malformed headers. Whatever arrives: no 5xx, no unhandled rejection, every answer within
// 2 s, and a rejected write leaves the cart, the newsletter list and the accounts as they were.
// RELIABILITY_RUNS sets the runs per property.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { Database } from '../../src/adapters/sqlite/open-database';
import { TOKENS } from '../../src/application/tokens';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/server/http/rate-limit';
import { PAGE_ROUTES } from '../../src/ui/routes';
import { httpRequest, sendRaw, type RawResponse } from './support/raw-http';
import { listenShop, type ListeningShop } from './support/reliability-app';

const RUNS = Number(process.env.RELIABILITY_RUNS ?? 1000);
const BUDGET_MS = 2_000;

const catalogue = generateCatalogue({ seed: 20261121, productCount: 300 });
const handles = catalogue.products.slice(0, 40).map((p) => p.handle);
const categories = catalogue.categories.flatMap((c) => [c.handle, ...c.children.slice(0, 2).map((child) => child.handle)]);
const variantGids = catalogue.products.slice(0, 20).map((p) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`);

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '%',
  '%%41',
  '\u0000',
  '\uFEFF\u202E',
  '../../etc/passwd',
  "' OR 1=1 --",
  '{"$gt":""}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'a'.repeat(5_000),
  '🎸'.repeat(300),
  'null',
  'undefined',
  '[]',
  '{}',
];

const hostile = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.integer().map(String), fc.double().map(String));

const segment = fc.oneof(
  fc.constantFrom('products', 'prod', 'collections', 'pages', 'cart', 'account', 'login', 'locations', 'checkout', 'discount', 'api', '_data', 'en-au', 'en-gb', 'en-no', 'en-us', 'showtime-sale', 'sitemap.xml', 'robots.txt', 'assets', '..', '.', '%2e%2e', '%00', '%ff', '%E0%A4%A', '*', '~'),
  fc.constantFrom(...handles, ...categories, 'about-us', 'contact', 'stock-enquiry', 'melbourne-fitzroy'),
  fc.stringMatching(/^[a-z0-9-]{1,30}$/),
  hostile.map(encodeURIComponent),
);
const path = fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`);

const QUERY_KEYS = [
  'search[query]',
  'search[page]',
  'search[sortBy]',
  'search[maxPage]',
  'search[refinementList][brand][0]',
  'search[refinementList][colour][1]',
  'category[refinementList][brand][0]',
  'category[range][price]',
  'category[page]',
  'search[range][price]',
  'search[hierarchicalMenu][catcodes.lvl0][0]',
  'norefine',
  'salepreview',
  'obx',
  'Code',
  'tab',
  'sku',
  'title',
  '_route',
  'order',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'a[b][c][d][e][f][g]',
];
/** Object.prototype's member names, 10,000-character keys and deep brackets (issue 17). */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', 'isPrototypeOf'];
const keyName = fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.constant('k'.repeat(10_000)), fc.stringMatching(/^[a-z.]{1,12}$/));
const crafted = fc.oneof(
  fc.tuple(fc.constantFrom('search', 'category'), fc.constantFrom('refinementList', 'hierarchicalMenu'), keyName).map(([scope, field, name]) => `${scope}[${field}][${name}][0]`),
  fc.tuple(fc.constantFrom('search', 'category'), keyName).map(([scope, name]) => `${scope}[range][${name}]`),
  fc.tuple(fc.constantFrom('search', 'category'), keyName).map(([scope, name]) => `${scope}[${name}]`),
  fc.tuple(keyName, fc.integer({ min: 1, max: 300 })).map(([name, depth]) => `search[refinementList]${`[${name}]`.repeat(depth)}`),
  keyName,
);
const queryKey = fc.oneof(fc.constantFrom(...QUERY_KEYS), hostile, crafted);
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
const query = fc
  .array(fc.tuple(queryKey, hostile), { maxLength: 8 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeKey(k)}=${encodeURIComponent(v)}`).join('&')}` : ''));

const cookieValue = fc.oneof(hostile.map(encodeURIComponent), fc.constantFrom('gid%3A%2F%2Fshopify%2FCart%2Fnope', 'false', 'true', '%E0%A4%A', ''));
const cookies = fc
  .array(fc.tuple(fc.constantFrom('cart', 'customer_session', 'storefront_preview', 'cartCarouselVisible', '_shopify_y', '_shopify_s', 'x'), cookieValue), { maxLength: 4 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('; '));

const extraHeaders = fc.record(
  {
    cookie: cookies,
    'accept-language': fc.constantFrom('en-AU', '*', 'xx;q=abc', ''),
    'sec-ch-viewport-width': fc.oneof(fc.integer({ min: -10, max: 5000 }).map(String), fc.constantFrom('abc', '1e9', '')),
    accept: fc.constantFrom('text/html', 'application/json', '*/*', 'image/webp', 'garbage'),
    origin: fc.constantFrom('http://127.0.0.1', 'https://evil.example', 'null'),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', 'same-site'),
  },
  { requiredKeys: [] },
);

const ROUTE_IDS = ['root', ...PAGE_ROUTES.map((r) => r.id), 'nope', ''];

const POST_ROUTES = [
  '/cart',
  '/cart?index',
  '/en-au/cart',
  '/api/fetch-related-products',
  '/checkout/abc',
  '/en-gb/checkout/not-a-token',
  '/api/submit-opt-in-cta-v2',
  '/api/preview',
  '/api/analytics',
  '/account/login',
  '/account/register',
  '/account/logout',
  `/api/products/${handles[0]}/shipping-estimate`,
  '/api/products/%3Cscript%3E/shipping-estimate',
  '/products/x',
  '/',
];

const CART_ACTIONS = ['LinesAdd', 'LinesUpdate', 'LinesRemove', 'LinesAdjust', 'DiscountCodesUpdate', 'NoteUpdate', 'BuyerIdentityUpdate', 'AttributesUpdateInput', 'Create', 'MetafieldsSet', 'MetafieldDelete', 'SelectedDeliveryOptionsUpdate', 'lines-add', 'Nope'];
const cartFormInput = fc.oneof(
  fc.record({
    action: fc.constantFrom(...CART_ACTIONS),
    inputs: fc.oneof(
      fc.record({ lines: fc.array(fc.record({ merchandiseId: fc.oneof(fc.constantFrom(...variantGids), hostile), quantity: fc.oneof(fc.integer({ min: -5, max: 1e9 }), hostile), delta: fc.oneof(fc.integer({ min: -200, max: 200 }), hostile), id: hostile }, { requiredKeys: [] }), { maxLength: 3 }) }),
      fc.record({ lineIds: fc.array(hostile, { maxLength: 3 }), discountCodes: fc.array(hostile, { maxLength: 3 }), note: hostile }, { requiredKeys: [] }),
      fc.jsonValue({ maxDepth: 3 }),
    ),
  }).map((v) => JSON.stringify(v)),
  hostile,
);
const formBody = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom('cartFormInput', 'analytics', 'redirectTo', 'intent', 'visible', 'email', 'password', 'name', 'slug', 'postcode', 'captchaToken'), hostile), fc.oneof(cartFormInput, hostile)), { maxLength: 6 })
  .map((pairs) => ({ type: 'application/x-www-form-urlencoded', body: pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&') }));
const jsonBody = fc
  .oneof(
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.record({ email: hostile, captchaToken: hostile, errors: fc.jsonValue({ maxDepth: 2 }), postcode: hostile, quantity: fc.jsonValue(), events: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }) }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
    fc.array(hostile, { maxLength: 60 }).map((v) => JSON.stringify(v)),
    fc.constantFrom('{', '{"a":', '[1,2', '\u0000', 'null', '"string"', '{"__proto__":{"polluted":1}}', `{"a":${'['.repeat(5000)}}`),
    // Object.prototype's member names (and 10,000-character keys) as keys at the top and one level down.
    fc.tuple(keyName, keyName, fc.jsonValue({ maxDepth: 2 })).map(([outer, inner, value]) => `{"${outer}":{"${inner}":${JSON.stringify(value)}},"email":"a@example.com","cartFormInput":{"${inner}":{"action":"LinesAdd"}}}`),
  )
  .map((body) => ({ type: 'application/json', body }));
const otherBody = fc.record({ type: fc.constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/xml', '', 'application/json; charset=utf-7'), body: fc.string({ maxLength: 500 }) });
const postBody = fc.oneof(formBody, jsonBody, otherBody);

let shop: ListeningShop;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  shop = await listenShop();
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await shop?.close();
});

/** No 5xx, an answer within the budget (a connection closed without one counts as no 5xx). */
function expectSound(response: RawResponse, what: string) {
  if (response.status >= 500 || response.ms > BUDGET_MS) {
    throw new Error(`${what} → ${response.status} in ${response.ms.toFixed(0)} ms\n${response.body.slice(0, 300)}`);
  }
}

describe(`fuzzing the shop (${RUNS} runs per property)`, () => {
  it('answers any GET path and search-state query without a 5xx, within 2 s', async () => {
    await fc.assert(
      fc.asyncProperty(path, query, extraHeaders, async (p, q, headers) => {
        const target = `${p}${q}`;
        expectSound(await sendRaw(shop.port, httpRequest('GET', target, headers)), `GET ${target}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers every listing and search format (pages, client data, facet values) for crafted keys', async () => {
    const listing = fc.constantFrom('/search', '/en-au/search', '/collections/guitar-bass', '/en-gb/collections/keyboards', '/pages/specials', '/pages/clearance-centre', '/showtime-sale');
    await fc.assert(
      fc.asyncProperty(listing, query, fc.constantFrom('page', 'data', 'facets'), async (p, q, format) => {
        const pairs = q.slice(1);
        const target =
          format === 'page' ? `${p}${q}`
          : format === 'data' ? `/_data${p}?${pairs ? `${pairs}&` : ''}_route=${p.includes('collections') ? 'collection' : p.includes('search') ? 'search' : p === '/showtime-sale' ? 'showtime-sale' : 'content-page'}`
          : `/api/search/facet-values?facet=brand&${p.includes('collections') ? 'handle=guitar-bass&' : ''}state=${encodeURIComponent(pairs)}`;
        expectSound(await sendRaw(shop.port, httpRequest('GET', target, { accept: format === 'page' ? 'text/html' : 'application/json' })), `GET ${target.slice(0, 300)}`);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it('answers client-side data requests for any route id and path', async () => {
    await fc.assert(
      fc.asyncProperty(path, query, fc.constantFrom(...ROUTE_IDS), async (p, q, route) => {
        const target = `/_data${p}${q ? `${q}&` : '?'}_route=${encodeURIComponent(route)}`;
        expectSound(await sendRaw(shop.port, httpRequest('GET', target, { accept: 'application/json' })), `GET ${target}`);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it('answers form, JSON and odd bodies on every POST route without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POST_ROUTES), postBody, extraHeaders, async (route, { type, body }, headers) => {
        const request = httpRequest('POST', route, { ...headers, ...(type ? { 'content-type': type } : {}) }, body);
        expectSound(await sendRaw(shop.port, request), `POST ${route} (${type}) ${body.slice(0, 200)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('survives huge and malformed request lines and headers', async () => {
    const malformed = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }).map((s) => `${s}\r\n\r\n`),
      fc.constantFrom(
        'GET / HTTP/1.1\r\nHost: x\r\nX-Huge: ' + 'a'.repeat(70_000) + '\r\n\r\n',
        'GET / HTTP/1.1\r\nHost: x\r\n' + Array.from({ length: 3_000 }, (_, i) => `X-H${i}: v`).join('\r\n') + '\r\n\r\n',
        'GET / HTTP/1.1\r\nHost: x\r\nCookie: ' + 'c=1; '.repeat(3_000) + '\r\nConnection: close\r\n\r\n',
        'GET /' + 'a'.repeat(9_000) + ' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
        'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
        'GET / HTTP/1.1\r\nHost: x\r\nX:\u0000\r\n\r\n',
        'POST /cart HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
        'POST /cart HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nZZ\r\nxx\r\n0\r\n\r\n',
        'POST /cart HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nConnection: close\r\n\r\n{',
        'BREW /coffee HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
        'GET / HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n',
        'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
        'GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n',
        'GET / HTTP/1.1\r\nHost: a b c\r\nX-Forwarded-Proto: javascript\r\nX-Forwarded-Host: <script>\r\nConnection: close\r\n\r\n',
        'GET /%%%%% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
        'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
        'HEAD /products/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      ),
      fc.tuple(fc.constantFrom('/', '/cart', '/en-au', `/products/${handles[1]}`), fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ maxLength: 5_000 })).map(
        ([p, name, value]) => `GET ${p} HTTP/1.1\r\nHost: x\r\n${name.replace(/[\r\n:]/g, '') || 'x'}: ${value.replace(/[\r\n]/g, ' ')}\r\nConnection: close\r\n\r\n`,
      ),
    );
    await fc.assert(
      fc.asyncProperty(malformed, async (request) => {
        expectSound(await sendRaw(shop.port, Buffer.from(request, 'latin1'), 5_000, true), `raw ${JSON.stringify(request.slice(0, 120))}`);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it('leaves the cart unchanged after every rejected write', async () => {
    const added = await fetch(`${shop.origin}/cart?index`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variantGids[0], quantity: 2 }] } }) }),
    });
    expect(added.status).toBe(200);
    const cookie = (added.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^cart=/);
    const snapshot = async () => (await fetch(`${shop.origin}/api/cart`, { headers: { cookie } })).text();
    let reference = await snapshot();
    expect(reference).toContain('"quantity":2');
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/cart', '/cart?index', '/en-au/cart'), postBody, async (route, { type, body }) => {
        const response = await sendRaw(shop.port, httpRequest('POST', route, { cookie, accept: 'application/json', ...(type ? { 'content-type': type } : {}) }, body));
        expectSound(response, `POST ${route} ${body.slice(0, 200)}`);
        const after = await snapshot();
        if (response.status >= 400) {
          rejected += 1;
          expect(after, `after POST ${route} ${body.slice(0, 200)} answered ${response.status}`).toBe(reference);
        }
        // An accepted write (a generated valid action) becomes the new reference state.
        reference = after;
      }),
      { numRuns: RUNS },
    );
    expect(rejected).toBeGreaterThan(RUNS / 4);
  });

  it('leaves the newsletter list and the accounts unchanged after every rejected sign-up, registration and log-in', async () => {
    // A shop of its own with the per-IP limits raised, so most requests reach validation and the
    // stores rather than the limiter (whose 429s are rejections too, and would hide the rest).
    const limits = Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([route, limit]) => [route, { ...limit, limit: 1_000_000 }])) as unknown as RateLimits;
    const shoppers = await listenShop({ limits });
    try {
      // The newsletter list and the accounts share the embedded shoppers' database.
      const db = (shoppers.container.resolve(TOKENS.NewsletterSubscriptions) as unknown as { db: Database }).db;
      const rows = (table: string, order: string) => db.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all();
      const snapshot = () => JSON.stringify({ newsletter: rows('newsletter_subscriptions', 'email'), customers: rows('customers', 'id'), sessions: rows('customer_sessions', 'token_digest') });
      const known = { email: 'fuzz-known@example.com', password: 'correct horse battery' };
      const registered = await fetch(`${shoppers.origin}/account/register`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ ...known, firstName: 'Fuzz', lastName: 'Known' }) });
      expect(registered.status).toBe(200);
      let reference = snapshot();
      expect(reference).toContain(known.email);

      let serial = 0;
      // Valid values are likely, so accepted writes happen between the rejected ones.
      const email = fc.oneof(
        { arbitrary: fc.constant(known.email), weight: 2 },
        { arbitrary: fc.constant('new').map(() => `fuzz-${++serial}@example.com`), weight: 3 },
        fc.constantFrom('', ' ', 'not-an-email', 'a@b', '@example.com', `${'a'.repeat(100 * 1024)}@example.com`, 'a@example.com\u0000', '"><script>@example.com'),
        hostile,
      );
      const password = fc.oneof({ arbitrary: fc.constant(known.password), weight: 3 }, fc.constantFrom('short', '', 'x'.repeat(129), 'correct horse battery staple'), hostile);
      const name = fc.oneof({ arbitrary: fc.constantFrom('Ann', 'Lee', 'Zoë'), weight: 3 }, hostile);
      const shopperFields = fc.record({ email, password, firstName: name, lastName: name, captchaToken: fc.oneof(fc.constant('t'), hostile), errors: fc.jsonValue({ maxDepth: 2 }) }, { requiredKeys: ['email', 'password', 'firstName', 'lastName'] });
      const shopperBody = fc.oneof(
        shopperFields.map((v) => ({ type: 'application/json', body: JSON.stringify(v) })),
        shopperFields.map((v) => ({ type: 'application/x-www-form-urlencoded', body: Object.entries(v).map(([k, x]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof x === 'string' ? x : JSON.stringify(x))}`).join('&') })),
        postBody,
      );
      const routes = ['/api/submit-opt-in-cta-v2', '/account/register', '/en-au/account/register', '/account/login', '/en-gb/account/login'];
      /** A plain form sent back to itself with an error code changed nothing either ('created' is a success). */
      const refused = (status: number, location: string | undefined) => status >= 400 || (status === 303 && /[?&]error=(?!created)/.test(location ?? ''));
      let rejected = 0;
      let changed = 0;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), shopperBody, fc.constantFrom('application/json', 'text/html'), extraHeaders, async (route, { type, body }, accept, headers) => {
          const response = await sendRaw(shoppers.port, httpRequest('POST', route, { ...headers, accept, ...(type ? { 'content-type': type } : {}) }, body));
          expectSound(response, `POST ${route} ${body.slice(0, 200)}`);
          const after = snapshot();
          if (refused(response.status, response.headers.location)) {
            rejected += 1;
            expect(after, `after POST ${route} (${type}) ${body.slice(0, 200)} answered ${response.status}`).toBe(reference);
          } else if (after !== reference) {
            changed += 1;
          }
          // An accepted write (a sign-up, a registration, a log-in) becomes the new reference state.
          reference = after;
        }),
        { numRuns: RUNS },
      );
      console.log(`fuzz: shopper writes: ${RUNS} posts, ${rejected} rejected (state unchanged), ${changed} accepted changes`);
      expect(rejected).toBeGreaterThan(RUNS / 4);
      // The snapshot sees accepted writes, so an unchanged one after a rejection means something.
      expect(changed).toBeGreaterThan(0);
    } finally {
      await shoppers.close();
    }
  });

  it('left no unhandled promise rejection behind', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rejections).toEqual([]);
  });
});
