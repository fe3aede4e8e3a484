// The one place that reads the environment. Everything is parsed once at start-up; a wrong or
// partial provider setting stops the process with one line naming the variable. Each port is
// either embedded (no settings) or its hosted provider (all of the provider's settings).
import { z } from 'zod';
import { DEFAULT_PRODUCT_COUNT, DEMO_SEED, MIN_PRODUCT_COUNT } from '../adapters/embedded/demo-data/demo-defaults';

export const LOCALES = ['en-us', 'en-au', 'en-gb', 'en-no'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'production', 'test'] as const;

export type LocaleCode = (typeof LOCALES)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface TypesenseNode {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface AppConfig {
  server: {
    port: number;
    host: string;
    logLevel: LogLevel;
    nodeEnv: NodeEnv;
    defaultLocale: LocaleCode;
    /** Express `trust proxy` value: false (default), true, a hop count or a list of addresses. */
    trustProxy: boolean | number | string;
  };
  demo: { productCount: number; seed: number; dataDir: string };
  /** Anonymous pages served from memory (PAGE_CACHE=on|off; on by default in production). */
  pageCache: { enabled: boolean };
  /** The embedded search engine's answer cache (SEARCH_CACHE=on|off; on by default; off to measure cold queries). */
  searchCache: { enabled: boolean };
  session: { secret: string };
  checkout: { publicBaseUrl?: string };
  /** Third-party browser scripts; each loads (and is allowed by the CSP) only when set. */
  thirdParty: { tagManagerId?: string; bnplWidgetUrl?: string; reviewsWidgetUrl?: string; fontStylesheetUrl?: string };
  commerce: { kind: 'embedded' } | { kind: 'shopify'; storeDomain: string; publicToken: string; apiVersion: string };
  search:
    | { kind: 'embedded' }
    | { kind: 'typesense'; nodes: TypesenseNode[]; searchOnlyKey: string; collection: string; adminKey?: string };
  content:
    | { kind: 'embedded'; previewSecret?: string }
    | { kind: 'sanity'; projectId: string; dataset: string; apiVersion: string; readToken?: string; previewSecret: string };
  middleware: { kind: 'embedded' } | { kind: 'http'; baseUrl: string };
  rental: { kind: 'embedded' } | { kind: 'http'; url: string };
  captcha: { kind: 'embedded' } | { kind: 'recaptcha'; siteKey: string; secretKey: string; minScore: number };
  newsletter: { kind: 'embedded' } | { kind: 'webhook'; url: string };
  analytics: { kind: 'log' } | { kind: 'shopify'; shopId: string; storeDomain?: string };
}

export type PortName =
  | 'commerce'
  | 'search'
  | 'content'
  | 'middleware'
  | 'rental'
  | 'captcha'
  | 'newsletter'
  | 'analytics';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    message: string,
    readonly variable: string,
  ) {
    super(message);
  }
}

/** The shortest preview secret production accepts (PREVIEW_SECRET, SANITY_PREVIEW_SECRET). */
export const PRODUCTION_PREVIEW_SECRET_LENGTH = 32;

/** Used outside production only, so a fresh clone starts without any setting. */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-never-use-in-production';

// ---- one schema per kind of value -------------------------------------------------------------

const blankAsUnset = (raw: unknown) => {
  if (typeof raw !== 'string') return raw;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** A setting whose wrong value the message may quote. */
const valueThat = (expected: string, test: (value: string) => boolean) =>
  z.string().refine(test, { error: (issue) => `${JSON.stringify(issue.input)} is not ${expected}` });

/** A setting never quoted back, not even in an error line. */
const secret = (minLength = 1) =>
  z.string().min(minLength, { error: `must be at least ${minLength} characters (value not shown)` });

const integerIn = (min: number, max: number, what: string) =>
  valueThat(`${what} (expected an integer from ${min} to ${max})`, (value) => {
    if (!/^\d+$/.test(value)) return false;
    const n = Number(value);
    return n >= min && n <= max;
  }).transform(Number);

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const httpUrl = valueThat('a valid URL (expected http(s)://…)', isHttpUrl);
const baseUrl = httpUrl.transform((value) => value.replace(/\/+$/, ''));

/** Shopify store: a host name (`my-shop.myshopify.com`) or an http(s) origin (a local stand-in). */
const storeDomain = valueThat('a valid store domain (expected a host name such as my-shop.myshopify.com)', (value) => {
  const withScheme = /^https?:\/\//.test(value) ? value : `https://${value}`;
  if (!isHttpUrl(withScheme)) return false;
  const url = new URL(withScheme);
  const isBareOrigin = url.pathname === '/' && !url.search && !url.hash && !url.username;
  const looksLikeHost = url.hostname.includes('.') || url.port !== '';
  return isBareOrigin && looksLikeHost;
}).transform((value) => value.replace(/\/+$/, '').toLowerCase());

const NODE_PATTERN = /^(https?):\/\/([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):(\d{1,5})\/?$/;

const typesenseNodes = z.string().transform((list, ctx): TypesenseNode[] => {
  const nodes: TypesenseNode[] = [];
  for (const entry of list.split(',').map((part) => part.trim())) {
    const match = NODE_PATTERN.exec(entry);
    const port = Number(match?.[3]);
    if (!match || port < 1 || port > 65535) {
      ctx.addIssue({
        code: 'custom',
        message: `${JSON.stringify(entry)} is not a valid node URL (expected http(s)://host:port)`,
      });
      return z.NEVER;
    }
    nodes.push({ protocol: match[1] as 'http' | 'https', host: match[2]!, port });
  }
  return nodes;
});

const calendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const trustProxy = valueThat(
  'a valid trust-proxy setting (expected true, false, a hop count or a comma-separated list of addresses)',
  (value) =>
    /^(true|false|\d+)$/.test(value) ||
    value
      .split(',')
      .every((part) => /^(loopback|linklocal|uniquelocal|[0-9A-Fa-f.:]+(\/\d{1,3})?)$/.test(part.trim())),
).transform((value): boolean | number | string => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
});

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

// ---- every variable the shop reads ------------------------------------------------------------

const variables = z.object({
  PORT: optional(integerIn(0, 65535, 'a valid port')),
  HOST: optional(valueThat('a valid host (expected no spaces)', (value) => !/\s/.test(value))),
  LOG_LEVEL: optional(valueThat(`a log level (expected one of ${LOG_LEVELS.join(', ')})`, isOneOf(LOG_LEVELS))),
  NODE_ENV: optional(valueThat(`a valid NODE_ENV (expected one of ${NODE_ENVS.join(', ')})`, isOneOf(NODE_ENVS))),
  DEFAULT_LOCALE: optional(
    z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(valueThat(`a supported locale (expected one of ${LOCALES.join(', ')})`, isOneOf(LOCALES))),
  ),
  DATA_DIR: optional(z.string()),
  DEMO_PRODUCT_COUNT: optional(integerIn(MIN_PRODUCT_COUNT, 200_000, 'a valid product count')),
  DEMO_SEED: optional(integerIn(0, 4_294_967_295, 'a valid seed')),
  SESSION_SECRET: optional(secret(32)),
  TRUST_PROXY: optional(trustProxy),
  PAGE_CACHE: optional(valueThat('on or off', isOneOf(['on', 'off'] as const))),
  SEARCH_CACHE: optional(valueThat('on or off', isOneOf(['on', 'off'] as const))),

  SHOPIFY_STORE_DOMAIN: optional(storeDomain),
  SHOPIFY_STOREFRONT_API_TOKEN: optional(secret()),
  SHOPIFY_API_VERSION: optional(valueThat('a valid API version (expected YYYY-MM)', (v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v))),
  SHOPIFY_SHOP_ID: optional(valueThat('a valid shop id (expected digits only)', (v) => /^\d+$/.test(v))),

  TYPESENSE_NODES: optional(typesenseNodes),
  TYPESENSE_SEARCH_ONLY_KEY: optional(secret()),
  TYPESENSE_COLLECTION: optional(
    valueThat('a valid collection name (expected letters, digits, - and _)', (v) => /^[A-Za-z0-9_-]+$/.test(v)),
  ),
  TYPESENSE_ADMIN_KEY: optional(secret()),

  SANITY_PROJECT_ID: optional(valueThat('a valid project id (expected a-z, 0-9 and -)', (v) => /^[a-z0-9-]+$/.test(v))),
  SANITY_DATASET: optional(
    valueThat('a valid dataset name (expected a-z, 0-9, - and _, at most 64)', (v) => /^[a-z0-9][-\w]{0,63}$/.test(v)),
  ),
  SANITY_API_VERSION: optional(valueThat('a valid API version (expected YYYY-MM-DD)', calendarDate)),
  SANITY_READ_TOKEN: optional(secret()),
  SANITY_PREVIEW_SECRET: optional(secret()),
  PREVIEW_SECRET: optional(secret()),

  MIDDLEWARE_BASE_URL: optional(baseUrl),
  RENTAL_SERVICE_URL: optional(httpUrl),
  RECAPTCHA_SITE_KEY: optional(z.string()),
  RECAPTCHA_SECRET_KEY: optional(secret()),
  RECAPTCHA_MIN_SCORE: optional(
    valueThat('a valid score (expected a number from 0 to 1)', (v) => /^(0|1|0?\.\d+|[01]\.\d+)$/.test(v) && Number(v) <= 1).transform(
      Number,
    ),
  ),
  PUBLIC_CHECKOUT_BASE_URL: optional(baseUrl),
  GTM_CONTAINER_ID: optional(valueThat('a valid tag manager container id (expected GTM-XXXXXXX)', (v) => /^GTM-[A-Z0-9]{4,12}$/.test(v))),
  BNPL_WIDGET_URL: optional(valueThat('a valid URL (expected https://…)', (v) => isHttpUrl(v) && v.startsWith('https://'))),
  REVIEWS_WIDGET_URL: optional(valueThat('a valid URL (expected https://…)', (v) => isHttpUrl(v) && v.startsWith('https://'))),
  FONT_STYLESHEET_URL: optional(valueThat('a valid URL (expected https://…)', (v) => isHttpUrl(v) && v.startsWith('https://'))),
  // The webhook address often carries its own credential, so it is never quoted back.
  NEWSLETTER_WEBHOOK_URL: optional(z.string().refine(isHttpUrl, { error: 'is not a valid URL (expected http(s)://…; value not shown)' })),
});

type Variables = z.output<typeof variables>;
type Name = keyof Variables;

function isOneOf<T extends string>(allowed: readonly T[]) {
  return (value: string): value is T => (allowed as readonly string[]).includes(value);
}

/** Settings that only make sense together: setting any of them asks for every required one. */
const PROVIDER_GROUPS: { variables: Name[]; required: Name[] }[] = [
  {
    variables: ['SHOPIFY_STORE_DOMAIN', 'SHOPIFY_STOREFRONT_API_TOKEN', 'SHOPIFY_API_VERSION'],
    required: ['SHOPIFY_STORE_DOMAIN', 'SHOPIFY_STOREFRONT_API_TOKEN'],
  },
  {
    variables: ['TYPESENSE_NODES', 'TYPESENSE_SEARCH_ONLY_KEY', 'TYPESENSE_COLLECTION', 'TYPESENSE_ADMIN_KEY'],
    required: ['TYPESENSE_NODES', 'TYPESENSE_SEARCH_ONLY_KEY'],
  },
  {
    variables: ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_PREVIEW_SECRET', 'SANITY_API_VERSION', 'SANITY_READ_TOKEN'],
    required: ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_PREVIEW_SECRET'],
  },
  {
    variables: ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY', 'RECAPTCHA_MIN_SCORE'],
    required: ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'],
  },
];

const settings = variables.superRefine((vars, ctx) => {
  const problem = (variable: Name, message: string) =>
    ctx.addIssue({ code: 'custom', message, params: { variable } });

  for (const group of PROVIDER_GROUPS) {
    const firstSet = group.variables.find((name) => vars[name] !== undefined);
    const missing = group.required.find((name) => vars[name] === undefined);
    if (firstSet && missing) problem(missing, `${missing} is required when ${firstSet} is set`);
  }
  if (vars.PREVIEW_SECRET !== undefined && vars.SANITY_PROJECT_ID !== undefined) {
    problem('PREVIEW_SECRET', 'PREVIEW_SECRET is for embedded content only: with Sanity set SANITY_PREVIEW_SECRET instead');
  }
  if (vars.NODE_ENV === 'production') {
    // A preview secret unlocks drafts: in production it must resist guessing (short ones still work in development and tests).
    for (const name of ['PREVIEW_SECRET', 'SANITY_PREVIEW_SECRET'] as const) {
      const value = vars[name];
      if (value !== undefined && value.length < PRODUCTION_PREVIEW_SECRET_LENGTH) {
        problem(name, `${name}: must be at least ${PRODUCTION_PREVIEW_SECRET_LENGTH} characters when NODE_ENV is production (value not shown)`);
      }
    }
    if (vars.SESSION_SECRET === undefined) {
      problem('SESSION_SECRET', 'SESSION_SECRET is required when NODE_ENV is production (at least 32 characters)');
    } else if (vars.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET) {
      problem('SESSION_SECRET', 'SESSION_SECRET must not be the development default when NODE_ENV is production');
    }
  }
});

// ---- from variables to the configuration the composition root reads ----------------------------

export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = settings.safeParse(env);
  if (!parsed.success) throw toConfigError(parsed.error.issues[0]);
  return toConfig(parsed.data);
}

function toConfigError(issue: z.core.$ZodIssue | undefined): ConfigError {
  const fromField = issue?.path[0];
  if (typeof fromField === 'string') return new ConfigError(`${fromField}: ${issue?.message}`, fromField);
  const variable = issue && 'params' in issue ? String(issue.params?.variable ?? 'environment') : 'environment';
  return new ConfigError(issue?.message ?? 'invalid configuration', variable);
}

function toConfig(vars: Variables): AppConfig {
  return {
    server: {
      port: vars.PORT ?? 3000,
      host: vars.HOST ?? '0.0.0.0',
      logLevel: (vars.LOG_LEVEL as LogLevel | undefined) ?? 'info',
      nodeEnv: (vars.NODE_ENV as NodeEnv | undefined) ?? 'development',
      defaultLocale: (vars.DEFAULT_LOCALE as LocaleCode | undefined) ?? 'en-us',
      trustProxy: vars.TRUST_PROXY ?? false,
    },
    demo: {
      productCount: vars.DEMO_PRODUCT_COUNT ?? DEFAULT_PRODUCT_COUNT,
      seed: vars.DEMO_SEED ?? DEMO_SEED,
      dataDir: vars.DATA_DIR ?? 'var',
    },
    pageCache: { enabled: (vars.PAGE_CACHE ?? (vars.NODE_ENV === 'production' ? 'on' : 'off')) === 'on' },
    searchCache: { enabled: (vars.SEARCH_CACHE ?? 'on') === 'on' },
    session: { secret: vars.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET },
    checkout: withOptional({}, 'publicBaseUrl', vars.PUBLIC_CHECKOUT_BASE_URL),
    thirdParty: {
      ...(vars.GTM_CONTAINER_ID ? { tagManagerId: vars.GTM_CONTAINER_ID } : {}),
      ...(vars.BNPL_WIDGET_URL ? { bnplWidgetUrl: vars.BNPL_WIDGET_URL } : {}),
      ...(vars.REVIEWS_WIDGET_URL ? { reviewsWidgetUrl: vars.REVIEWS_WIDGET_URL } : {}),
      ...(vars.FONT_STYLESHEET_URL ? { fontStylesheetUrl: vars.FONT_STYLESHEET_URL } : {}),
    },
    commerce:
      vars.SHOPIFY_STORE_DOMAIN && vars.SHOPIFY_STOREFRONT_API_TOKEN
        ? {
            kind: 'shopify',
            storeDomain: vars.SHOPIFY_STORE_DOMAIN,
            publicToken: vars.SHOPIFY_STOREFRONT_API_TOKEN,
            apiVersion: vars.SHOPIFY_API_VERSION ?? '2026-04',
          }
        : { kind: 'embedded' },
    search:
      vars.TYPESENSE_NODES && vars.TYPESENSE_SEARCH_ONLY_KEY
        ? withOptional(
            {
              kind: 'typesense' as const,
              nodes: vars.TYPESENSE_NODES,
              searchOnlyKey: vars.TYPESENSE_SEARCH_ONLY_KEY,
              collection: vars.TYPESENSE_COLLECTION ?? 'products',
            },
            'adminKey',
            vars.TYPESENSE_ADMIN_KEY,
          )
        : { kind: 'embedded' },
    content:
      vars.SANITY_PROJECT_ID && vars.SANITY_DATASET && vars.SANITY_PREVIEW_SECRET
        ? withOptional(
            {
              kind: 'sanity' as const,
              projectId: vars.SANITY_PROJECT_ID,
              dataset: vars.SANITY_DATASET,
              apiVersion: vars.SANITY_API_VERSION ?? '2025-02-19',
              previewSecret: vars.SANITY_PREVIEW_SECRET,
            },
            'readToken',
            vars.SANITY_READ_TOKEN,
          )
        : withOptional({ kind: 'embedded' as const }, 'previewSecret', vars.PREVIEW_SECRET),
    middleware: vars.MIDDLEWARE_BASE_URL ? { kind: 'http', baseUrl: vars.MIDDLEWARE_BASE_URL } : { kind: 'embedded' },
    rental: vars.RENTAL_SERVICE_URL ? { kind: 'http', url: vars.RENTAL_SERVICE_URL } : { kind: 'embedded' },
    captcha:
      vars.RECAPTCHA_SITE_KEY && vars.RECAPTCHA_SECRET_KEY
        ? {
            kind: 'recaptcha',
            siteKey: vars.RECAPTCHA_SITE_KEY,
            secretKey: vars.RECAPTCHA_SECRET_KEY,
            minScore: vars.RECAPTCHA_MIN_SCORE ?? 0.5,
          }
        : { kind: 'embedded' },
    newsletter: vars.NEWSLETTER_WEBHOOK_URL ? { kind: 'webhook', url: vars.NEWSLETTER_WEBHOOK_URL } : { kind: 'embedded' },
    analytics: vars.SHOPIFY_SHOP_ID
      ? withOptional({ kind: 'shopify' as const, shopId: vars.SHOPIFY_SHOP_ID }, 'storeDomain', vars.SHOPIFY_STORE_DOMAIN)
      : { kind: 'log' },
  };
}

/** Leaves an optional key out entirely rather than present-and-undefined. */
function withOptional<T extends object, K extends string, V>(base: T, key: K, value: V | undefined): T & { [P in K]?: V } {
  return value === undefined ? base : { ...base, [key]: value };
}

// ---- start-up warnings --------------------------------------------------------------------------

/**
 * Settings that start but leave the shop open to abuse, said loudly at start-up (main.ts logs
 * each at warn level). Production without reCAPTCHA keys: the embedded captcha accepts every
 * token, so the newsletter takes any script's sign-ups (limited per IP only).
 */
export function startupWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.server.nodeEnv === 'production' && config.captcha.kind === 'embedded') {
    warnings.push('CAPTCHA OFF IN PRODUCTION: the embedded captcha accepts every token, so the newsletter form is open to scripts. Set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY.');
  }
  return warnings;
}

// ---- the start-up log line --------------------------------------------------------------------

const hostOf = (url: string) => new URL(url).host;

/** Which adapter serves each port, safe to log: names hosts, never a key or token. */
export function describeAdapters(config: AppConfig): Record<PortName, string> {
  const { commerce, search, content, middleware, rental, captcha, newsletter, analytics } = config;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return {
    commerce:
      commerce.kind === 'shopify'
        ? `shopify (${commerce.storeDomain}, API ${commerce.apiVersion})`
        : 'embedded (SQLite + demo catalogue)',
    search:
      search.kind === 'typesense'
        ? `typesense (${plural(search.nodes.length, 'node')}, collection ${search.collection})`
        : 'embedded (columnar index over the demo catalogue)',
    content:
      content.kind === 'sanity'
        ? `sanity (project ${content.projectId}, dataset ${content.dataset}, API ${content.apiVersion})`
        : `embedded (groq-js over the NDJSON export, preview ${content.previewSecret ? 'on' : 'off'})`,
    middleware: middleware.kind === 'http' ? `http (${hostOf(middleware.baseUrl)})` : 'embedded (demo inventory, open-box and shipping)',
    rental: rental.kind === 'http' ? `http (${hostOf(rental.url)})` : 'embedded (demo rate table)',
    captcha:
      captcha.kind === 'recaptcha' ? `recaptcha v3 (min score ${captcha.minScore})` : 'embedded (accepts every token)',
    newsletter: newsletter.kind === 'webhook' ? `webhook (${hostOf(newsletter.url)})` : 'embedded (SQLite)',
    analytics: analytics.kind === 'shopify' ? `shopify (shop ${analytics.shopId})` : 'log (structured log)',
  };
}
