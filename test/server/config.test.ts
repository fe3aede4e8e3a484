import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SESSION_SECRET, describeAdapters, loadConfig } from '../../src/server/config';
import { safeEnv } from '../../src/server/safe-env';
import { generateCatalogue, MIN_PRODUCT_COUNT } from '../../src/adapters/embedded/demo-data/generate-catalogue';

const SECRETS = {
  SESSION_SECRET: 'session-secret-0123456789-abcdefghijklmnop',
  SHOPIFY_STOREFRONT_API_TOKEN: 'shpat-public-token-7f3a9c',
  TYPESENSE_SEARCH_ONLY_KEY: 'ts-search-only-key-41d2',
  TYPESENSE_ADMIN_KEY: 'ts-admin-key-never-public-88e1',
  SANITY_READ_TOKEN: 'sk-sanity-read-token-1b2c3d',
  SANITY_PREVIEW_SECRET: 'sanity-preview-secret-9f9f-0123456789abcdef',
  RECAPTCHA_SECRET_KEY: 'recaptcha-secret-key-6Lc0000',
  NEWSLETTER_WEBHOOK_URL: 'https://hooks.example.com/catch/123/secret-path-token',
  SHOPIFY_ADMIN_API_TOKEN: 'shpat-admin-token-never-public-5e6f',
  SHOPIFY_WEBHOOK_SECRET: 'shopify-webhook-secret-4b7e9d',
};

const FULL_PRODUCTION = {
  NODE_ENV: 'production',
  EDGE_PURGE_URLS: 'http://varnish-a:6081/, http://varnish-b:6081/',
  PUBLIC_SITE_URL: 'https://www.example.com.au',
  PORT: '8080',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DEFAULT_LOCALE: 'en-au',
  DATA_DIR: '/srv/storefront',
  DEMO_PRODUCT_COUNT: '100000',
  DEMO_SEED: '42',
  TRUST_PROXY: '1',
  SHOPIFY_STORE_DOMAIN: 'Music-Shop.myshopify.com',
  SHOPIFY_API_VERSION: '2026-01',
  SHOPIFY_SHOP_ID: '61234567',
  TYPESENSE_NODES: 'https://ts-1.example.net:443, http://10.0.0.2:8108',
  TYPESENSE_COLLECTION: 'products_v2',
  SANITY_PROJECT_ID: 'ab12cd34',
  SANITY_DATASET: 'production',
  SANITY_API_VERSION: '2025-06-01',
  MIDDLEWARE_BASE_URL: 'https://middleware.example.com/api/',
  RENTAL_SERVICE_URL: 'https://rentals.example.com/rates',
  RECAPTCHA_SITE_KEY: '6Lc-site-key-public',
  RECAPTCHA_MIN_SCORE: '0.7',
  PUBLIC_CHECKOUT_BASE_URL: 'https://checkout.example.com/',
  GTM_CONTAINER_ID: 'GTM-AB12CD3',
  BNPL_WIDGET_URL: 'https://js.afterpay.example/afterpay-1.x.js',
  REVIEWS_WIDGET_URL: 'https://widget.reviews.example/v1.js',
  FONT_STYLESHEET_URL: 'https://fonts.example/css2?family=Inter',
  ...SECRETS,
};

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('runs fully embedded with sensible defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.server).toEqual({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      nodeEnv: 'development',
      defaultLocale: 'en-us',
      trustProxy: false,
    });
    expect(config.demo).toEqual({ productCount: 2500, seed: 20261121, dataDir: 'var', images: false });
    expect(config.rateLimits).toEqual({});
    expect(config.session.secret).toBe(DEVELOPMENT_SESSION_SECRET);
    expect(config.checkout).toEqual({});
    for (const port of ['commerce', 'search', 'middleware', 'rental', 'captcha', 'newsletter'] as const) {
      expect(config[port]).toEqual({ kind: 'embedded' });
    }
    expect(config.content).toEqual({ kind: 'embedded' });
    expect(config.analytics).toEqual({ kind: 'log' });
  });

  it("accepts the generator's smallest catalogue, 2 products, and the generator builds it", () => {
    const config = loadConfig({ DEMO_PRODUCT_COUNT: String(MIN_PRODUCT_COUNT) });
    expect(config.demo.productCount).toBe(2);
    expect(generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount }).products.length).toBeGreaterThanOrEqual(2);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', SHOPIFY_STORE_DOMAIN: '  ', TYPESENSE_NODES: '' })).toEqual(loadConfig({}));
  });

  it('reads a full production environment into one provider per port', () => {
    const config = loadConfig(FULL_PRODUCTION);
    expect(config.server).toEqual({
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'warn',
      nodeEnv: 'production',
      defaultLocale: 'en-au',
      trustProxy: 1,
      publicSiteUrl: 'https://www.example.com.au',
    });
    expect(config.demo).toEqual({ productCount: 100000, seed: 42, dataDir: '/srv/storefront', images: false });
    expect(config.session.secret).toBe(SECRETS.SESSION_SECRET);
    expect(config.checkout).toEqual({ publicBaseUrl: 'https://checkout.example.com' });
    expect(config.commerce).toEqual({
      kind: 'shopify',
      storeDomain: 'music-shop.myshopify.com',
      publicToken: SECRETS.SHOPIFY_STOREFRONT_API_TOKEN,
      apiVersion: '2026-01',
    });
    expect(config.search).toEqual({
      kind: 'typesense',
      nodes: [
        { host: 'ts-1.example.net', port: 443, protocol: 'https' },
        { host: '10.0.0.2', port: 8108, protocol: 'http' },
      ],
      searchOnlyKey: SECRETS.TYPESENSE_SEARCH_ONLY_KEY,
      collection: 'products_v2',
      adminKey: SECRETS.TYPESENSE_ADMIN_KEY,
    });
    expect(config.content).toEqual({
      kind: 'sanity',
      projectId: 'ab12cd34',
      dataset: 'production',
      apiVersion: '2025-06-01',
      readToken: SECRETS.SANITY_READ_TOKEN,
      previewSecret: SECRETS.SANITY_PREVIEW_SECRET,
    });
    expect(config.middleware).toEqual({ kind: 'http', baseUrl: 'https://middleware.example.com/api' });
    expect(config.rental).toEqual({ kind: 'http', url: 'https://rentals.example.com/rates' });
    expect(config.captcha).toEqual({
      kind: 'recaptcha',
      siteKey: '6Lc-site-key-public',
      secretKey: SECRETS.RECAPTCHA_SECRET_KEY,
      minScore: 0.7,
    });
    expect(config.newsletter).toEqual({ kind: 'webhook', url: SECRETS.NEWSLETTER_WEBHOOK_URL });
    expect(config.analytics).toEqual({ kind: 'shopify', shopId: '61234567', storeDomain: 'music-shop.myshopify.com' });
  });

  it('fills provider defaults when only the required settings are given', () => {
    const config = loadConfig({
      SHOPIFY_STORE_DOMAIN: 'shop.myshopify.com',
      SHOPIFY_STOREFRONT_API_TOKEN: 't',
      TYPESENSE_NODES: 'http://localhost:8108',
      TYPESENSE_SEARCH_ONLY_KEY: 'k',
      SANITY_PROJECT_ID: 'p1',
      SANITY_DATASET: 'staging',
      SANITY_PREVIEW_SECRET: 's',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
    });
    expect(config.commerce).toMatchObject({ kind: 'shopify', apiVersion: '2026-04' });
    expect(config.search).toEqual({
      kind: 'typesense',
      nodes: [{ host: 'localhost', port: 8108, protocol: 'http' }],
      searchOnlyKey: 'k',
      collection: 'products',
    });
    expect(config.content).toEqual({
      kind: 'sanity',
      projectId: 'p1',
      dataset: 'staging',
      apiVersion: '2025-02-19',
      previewSecret: 's',
    });
    expect(config.captcha).toMatchObject({ kind: 'recaptcha', minScore: 0.5 });
    expect(config.analytics).toEqual({ kind: 'log' });
  });

  it.each([
    ['a store origin for a local stand-in', { SHOPIFY_STORE_DOMAIN: 'http://127.0.0.1:4010/' }, 'http://127.0.0.1:4010'],
    ['a host with a port', { SHOPIFY_STORE_DOMAIN: 'localhost:4010' }, 'localhost:4010'],
  ])('accepts %s as the Shopify store domain', (_, env, expected) => {
    const config = loadConfig({ ...env, SHOPIFY_STOREFRONT_API_TOKEN: 't' });
    expect(config.commerce).toMatchObject({ kind: 'shopify', storeDomain: expected });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).server.trustProxy).toEqual(expected);
  });

  it.each([
    [{}, { searchCache: true }],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUBLIC_SITE_URL: 'https://www.example.com.au' }, { searchCache: true }],
    [{ SEARCH_CACHE: 'off' }, { searchCache: false }],
  ])('reads the cache switches from %j', (env, expected) => {
    const config = loadConfig(env);
    expect({ searchCache: config.searchCache.enabled }).toEqual(expected);
  });

  it('keeps the embedded preview secret when content is embedded', () => {
    expect(loadConfig({ PREVIEW_SECRET: 'let-me-preview' }).content).toEqual({
      kind: 'embedded',
      previewSecret: 'let-me-preview',
    });
  });

  it('reads the settings a sandbox or several copies need: stand-in hosts, demo pictures, shared limits', () => {
    const config = loadConfig({
      SANITY_PROJECT_ID: 'sandbox',
      SANITY_DATASET: 'production',
      SANITY_PREVIEW_SECRET: 'p',
      SANITY_API_HOST: 'http://127.0.0.1:4100/',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:4200/recaptcha/api/siteverify',
      DEMO_IMAGES: 'on',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.content).toMatchObject({ kind: 'sanity', apiHost: 'http://127.0.0.1:4100' });
    expect(config.captcha).toMatchObject({ kind: 'recaptcha', verifyUrl: 'http://127.0.0.1:4200/recaptcha/api/siteverify' });
    expect(config.demo.images).toBe(true);
    expect(config.rateLimits).toEqual({ redisUrl: 'redis://127.0.0.1:6379' });
    expect(describeAdapters(config).content).toBe('sanity (project sandbox, dataset production, API 2025-02-19, host 127.0.0.1:4100)');
  });

  it('lowercases the default locale', () => {
    expect(loadConfig({ DEFAULT_LOCALE: 'EN-GB' }).server.defaultLocale).toBe('en-gb');
  });

  const PARTIAL_PROVIDERS: [Record<string, string>, string][] = [
    [{ SHOPIFY_STORE_DOMAIN: 'shop.myshopify.com' }, 'SHOPIFY_STOREFRONT_API_TOKEN is required when SHOPIFY_STORE_DOMAIN is set'],
    [{ SHOPIFY_STOREFRONT_API_TOKEN: 't' }, 'SHOPIFY_STORE_DOMAIN is required when SHOPIFY_STOREFRONT_API_TOKEN is set'],
    [{ SHOPIFY_API_VERSION: '2026-04' }, 'SHOPIFY_STORE_DOMAIN is required when SHOPIFY_API_VERSION is set'],
    [{ TYPESENSE_NODES: 'http://localhost:8108' }, 'TYPESENSE_SEARCH_ONLY_KEY is required when TYPESENSE_NODES is set'],
    [{ TYPESENSE_SEARCH_ONLY_KEY: 'k' }, 'TYPESENSE_NODES is required when TYPESENSE_SEARCH_ONLY_KEY is set'],
    [{ TYPESENSE_ADMIN_KEY: 'k' }, 'TYPESENSE_NODES is required when TYPESENSE_ADMIN_KEY is set'],
    [{ TYPESENSE_COLLECTION: 'products' }, 'TYPESENSE_NODES is required when TYPESENSE_COLLECTION is set'],
    [{ SANITY_PROJECT_ID: 'p1' }, 'SANITY_DATASET is required when SANITY_PROJECT_ID is set'],
    [{ SANITY_PROJECT_ID: 'p1', SANITY_DATASET: 'production' }, 'SANITY_PREVIEW_SECRET is required when SANITY_PROJECT_ID is set'],
    [{ SANITY_DATASET: 'production' }, 'SANITY_PROJECT_ID is required when SANITY_DATASET is set'],
    [{ SANITY_READ_TOKEN: 'sk' }, 'SANITY_PROJECT_ID is required when SANITY_READ_TOKEN is set'],
    [{ RECAPTCHA_SITE_KEY: 'site' }, 'RECAPTCHA_SECRET_KEY is required when RECAPTCHA_SITE_KEY is set'],
    [{ RECAPTCHA_SECRET_KEY: 'secret' }, 'RECAPTCHA_SITE_KEY is required when RECAPTCHA_SECRET_KEY is set'],
    [{ RECAPTCHA_MIN_SCORE: '0.3' }, 'RECAPTCHA_SITE_KEY is required when RECAPTCHA_MIN_SCORE is set'],
  ];

  it.each(PARTIAL_PROVIDERS)('stops on a partial provider setting %j', (env, message) => {
    const error = errorOf(env);
    expect(error.message).toBe(message);
    expect(error.variable).toBe(message.split(' ')[0]);
  });

  const WRONG_VALUES: [Record<string, string>, string][] = [
    [{ PORT: 'abc' }, 'PORT: "abc" is not a valid port (expected an integer from 0 to 65535)'],
    [{ PORT: '70000' }, 'PORT: "70000" is not a valid port (expected an integer from 0 to 65535)'],
    [{ PORT: '-1' }, 'PORT: "-1" is not a valid port (expected an integer from 0 to 65535)'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL: "verbose" is not a log level (expected one of fatal, error, warn, info, debug, trace, silent)'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV: "staging" is not a valid NODE_ENV (expected one of development, production, test)'],
    [{ DEFAULT_LOCALE: 'fr-fr' }, 'DEFAULT_LOCALE: "fr-fr" is not a supported locale (expected one of en-us, en-au, en-gb, en-no)'],
    [{ DEMO_PRODUCT_COUNT: '0' }, 'DEMO_PRODUCT_COUNT: "0" is not a valid product count (expected an integer from 2 to 200000)'],
    [{ DEMO_PRODUCT_COUNT: '1' }, 'DEMO_PRODUCT_COUNT: "1" is not a valid product count (expected an integer from 2 to 200000)'],
    [{ DEMO_PRODUCT_COUNT: '200001' }, 'DEMO_PRODUCT_COUNT: "200001" is not a valid product count (expected an integer from 2 to 200000)'],
    [{ DEMO_SEED: '1.5' }, 'DEMO_SEED: "1.5" is not a valid seed (expected an integer from 0 to 4294967295)'],
    [{ SEARCH_CACHE: 'maybe' }, 'SEARCH_CACHE: "maybe" is not on or off'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY: "everyone" is not a valid trust-proxy setting (expected true, false, a hop count or a comma-separated list of addresses)'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: must be at least 32 characters (value not shown)'],
    [
      { TYPESENSE_NODES: 'ftp://x', TYPESENSE_SEARCH_ONLY_KEY: 'k' },
      'TYPESENSE_NODES: "ftp://x" is not a valid node URL (expected http(s)://host:port)',
    ],
    [
      { TYPESENSE_NODES: 'http://a:8108,https://b', TYPESENSE_SEARCH_ONLY_KEY: 'k' },
      'TYPESENSE_NODES: "https://b" is not a valid node URL (expected http(s)://host:port)',
    ],
    [
      { TYPESENSE_NODES: 'http://a:99999', TYPESENSE_SEARCH_ONLY_KEY: 'k' },
      'TYPESENSE_NODES: "http://a:99999" is not a valid node URL (expected http(s)://host:port)',
    ],
    [
      { TYPESENSE_NODES: 'http://a:8108', TYPESENSE_SEARCH_ONLY_KEY: 'k', TYPESENSE_COLLECTION: 'my products' },
      'TYPESENSE_COLLECTION: "my products" is not a valid collection name (expected letters, digits, - and _)',
    ],
    [
      { SHOPIFY_STORE_DOMAIN: 'https://shop.myshopify.com/admin', SHOPIFY_STOREFRONT_API_TOKEN: 't' },
      'SHOPIFY_STORE_DOMAIN: "https://shop.myshopify.com/admin" is not a valid store domain (expected a host name such as my-shop.myshopify.com)',
    ],
    [
      { SHOPIFY_STORE_DOMAIN: 'shop', SHOPIFY_STOREFRONT_API_TOKEN: 't' },
      'SHOPIFY_STORE_DOMAIN: "shop" is not a valid store domain (expected a host name such as my-shop.myshopify.com)',
    ],
    [
      { SHOPIFY_STORE_DOMAIN: 'shop.myshopify.com', SHOPIFY_STOREFRONT_API_TOKEN: 't', SHOPIFY_API_VERSION: '2026-4' },
      'SHOPIFY_API_VERSION: "2026-4" is not a valid API version (expected YYYY-MM)',
    ],
    [
      { SHOPIFY_STORE_DOMAIN: 'shop.myshopify.com', SHOPIFY_STOREFRONT_API_TOKEN: 't', SHOPIFY_API_VERSION: '2026-13' },
      'SHOPIFY_API_VERSION: "2026-13" is not a valid API version (expected YYYY-MM)',
    ],
    [{ SHOPIFY_SHOP_ID: 'gid://shopify/Shop/1' }, 'SHOPIFY_SHOP_ID: "gid://shopify/Shop/1" is not a valid shop id (expected digits only)'],
    [
      { SANITY_PROJECT_ID: 'My Project', SANITY_DATASET: 'production', SANITY_PREVIEW_SECRET: 's' },
      'SANITY_PROJECT_ID: "My Project" is not a valid project id (expected a-z, 0-9 and -)',
    ],
    [
      { SANITY_PROJECT_ID: 'p1', SANITY_DATASET: 'Prod!', SANITY_PREVIEW_SECRET: 's' },
      'SANITY_DATASET: "Prod!" is not a valid dataset name (expected a-z, 0-9, - and _, at most 64)',
    ],
    [
      { SANITY_PROJECT_ID: 'p1', SANITY_DATASET: 'production', SANITY_PREVIEW_SECRET: 's', SANITY_API_VERSION: '2025-02-30' },
      'SANITY_API_VERSION: "2025-02-30" is not a valid API version (expected YYYY-MM-DD)',
    ],
    [
      { SANITY_PROJECT_ID: 'p1', SANITY_DATASET: 'production', SANITY_PREVIEW_SECRET: 's', SANITY_API_VERSION: 'v1' },
      'SANITY_API_VERSION: "v1" is not a valid API version (expected YYYY-MM-DD)',
    ],
    [{ MIDDLEWARE_BASE_URL: 'middleware.local' }, 'MIDDLEWARE_BASE_URL: "middleware.local" is not a valid URL (expected http(s)://…)'],
    [{ RENTAL_SERVICE_URL: 'ftp://rent.example.com' }, 'RENTAL_SERVICE_URL: "ftp://rent.example.com" is not a valid URL (expected http(s)://…)'],
    [{ PUBLIC_CHECKOUT_BASE_URL: 'checkout' }, 'PUBLIC_CHECKOUT_BASE_URL: "checkout" is not a valid URL (expected http(s)://…)'],
    [{ NEWSLETTER_WEBHOOK_URL: 'not a url/secret-token' }, 'NEWSLETTER_WEBHOOK_URL: is not a valid URL (expected http(s)://…; value not shown)'],
    [{ REDIS_URL: 'http://:hunter2@redis:6379' }, 'REDIS_URL: is not a valid Redis URL (expected redis(s)://host:port; value not shown)'],
    [{ DEMO_IMAGES: 'yes' }, 'DEMO_IMAGES: "yes" is not on or off'],
    [{ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_VERIFY_URL: 'siteverify' }, 'RECAPTCHA_VERIFY_URL: "siteverify" is not a valid URL (expected http(s)://…)'],
    [
      { RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_MIN_SCORE: '1.5' },
      'RECAPTCHA_MIN_SCORE: "1.5" is not a valid score (expected a number from 0 to 1)',
    ],
  ];

  it.each(WRONG_VALUES)('stops on a wrong value %j', (env, message) => {
    const error = errorOf(env);
    expect(error.message).toBe(message);
    expect(error.variable).toBe(message.split(':')[0]);
    expect(error.message).not.toContain('\n');
  });

  const CONTRADICTIONS: [Record<string, string>, string][] = [
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET is required when NODE_ENV is production (at least 32 characters)'],
    [
      { NODE_ENV: 'production', SESSION_SECRET: DEVELOPMENT_SESSION_SECRET },
      'SESSION_SECRET must not be the development default when NODE_ENV is production',
    ],
    [
      { PREVIEW_SECRET: 'p', SANITY_PROJECT_ID: 'p1', SANITY_DATASET: 'production', SANITY_PREVIEW_SECRET: 's' },
      'PREVIEW_SECRET is for embedded content only: with Sanity set SANITY_PREVIEW_SECRET instead',
    ],
  ];

  it.each(CONTRADICTIONS)('stops on contradictory settings %j', (env, message) => {
    expect(errorOf(env).message).toBe(message);
  });

  it('never quotes a secret in an error line', () => {
    const message = errorOf({ SESSION_SECRET: 'too-short-but-still-a-secret' }).message;
    expect(message).not.toContain('too-short-but-still-a-secret');
    expect(errorOf({ NEWSLETTER_WEBHOOK_URL: 'hooks/secret-token' }).message).not.toContain('secret-token');
  });
});

describe('describeAdapters', () => {
  it('names the embedded adapter of every port by default', () => {
    expect(describeAdapters(loadConfig({}))).toEqual({
      commerce: 'embedded (SQLite + demo catalogue)',
      search: 'embedded (columnar index over the demo catalogue)',
      content: 'embedded (groq-js over the NDJSON export, preview off)',
      middleware: 'embedded (demo inventory, open-box and shipping)',
      rental: 'embedded (demo rate table)',
      captcha: 'embedded (accepts every token)',
      newsletter: 'embedded (SQLite)',
      analytics: 'log (structured log)',
      savedItems: 'embedded (SQLite)',
      alerts: 'embedded (SQLite, .eml outbox); Shopify webhooks refused (no secret)',
      edge: 'none (pages expire by max-age)',
    });
  });

  it('names each hosted provider without a key, token or secret path', () => {
    const described = describeAdapters(loadConfig(FULL_PRODUCTION));
    expect(described).toEqual({
      commerce: 'shopify (music-shop.myshopify.com, API 2026-01)',
      search: 'typesense (2 nodes, collection products_v2)',
      content: 'sanity (project ab12cd34, dataset production, API 2025-06-01)',
      middleware: 'http (middleware.example.com)',
      rental: 'http (rentals.example.com)',
      captcha: 'recaptcha v3 (min score 0.7)',
      newsletter: 'webhook (hooks.example.com)',
      analytics: 'shopify (shop 61234567)',
      savedItems: 'shopify customer metafield (music-shop.myshopify.com, Admin API 2026-01)',
      alerts: 'embedded (SQLite, .eml outbox); Shopify webhooks verified',
      edge: 'varnish (purge varnish-a:6081, varnish-b:6081)',
    });
    const line = JSON.stringify(described);
    for (const [name, value] of Object.entries(SECRETS)) expect(line, name).not.toContain(value);
  });
});

describe('safeEnv', () => {
  it('gives the browser the default locale and the analytics cookie names only when everything is embedded', () => {
    expect(safeEnv(loadConfig({}))).toEqual({ defaultLocale: 'en-us', analyticsCookieNames: '_shopify_y _shopify_s' });
  });

  it('gives the browser public values only, whatever is configured', () => {
    const env = safeEnv(loadConfig(FULL_PRODUCTION));
    expect(env).toEqual({
      defaultLocale: 'en-au',
      analyticsCookieNames: '_shopify_y _shopify_s',
      captchaSiteKey: '6Lc-site-key-public',
      sanityProjectId: 'ab12cd34',
      sanityDataset: 'production',
      previewProjectId: 'ab12cd34',
      publicCheckoutBaseUrl: 'https://checkout.example.com',
      tagManagerId: 'GTM-AB12CD3',
      bnplWidgetUrl: 'https://js.afterpay.example/afterpay-1.x.js',
      reviewsWidgetUrl: 'https://widget.reviews.example/v1.js',
      fontStylesheetUrl: 'https://fonts.example/css2?family=Inter',
    });
    const json = JSON.stringify(env);
    for (const [name, value] of Object.entries(SECRETS)) expect(json, name).not.toContain(value);
    expect(json).not.toContain('ts-1.example.net');
  });

  it('names no third-party script when none is configured', () => {
    expect(loadConfig({}).thirdParty).toEqual({});
  });

  it.each([
    ['GTM_CONTAINER_ID', 'UA-123', 'GTM_CONTAINER_ID: "UA-123" is not a valid tag manager container id (expected GTM-XXXXXXX)'],
    ['BNPL_WIDGET_URL', 'http://insecure.example/x.js', 'BNPL_WIDGET_URL: "http://insecure.example/x.js" is not a valid URL (expected https://…)'],
    ['FONT_STYLESHEET_URL', 'javascript:alert(1)', 'FONT_STYLESHEET_URL: "javascript:alert(1)" is not a valid URL (expected https://…)'],
  ])('refuses a third-party setting %s=%s with one line naming it', (name, value, message) => {
    expect(errorOf({ [name]: value }).message).toBe(message);
  });

  it('never carries the embedded preview secret', () => {
    const json = JSON.stringify(safeEnv(loadConfig({ PREVIEW_SECRET: 'embedded-preview-secret' })));
    expect(json).not.toContain('embedded-preview-secret');
  });

  it('names a preview project for embedded content only when a preview secret is set', () => {
    expect(safeEnv(loadConfig({ PREVIEW_SECRET: 'embedded-preview-secret' })).previewProjectId).toBe('embedded');
    expect(safeEnv(loadConfig({})).previewProjectId).toBeUndefined();
  });
});
