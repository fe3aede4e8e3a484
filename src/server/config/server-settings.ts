// The server's own settings: where it listens, how it logs, the demo data, caches, sessions, the
// public checkout address and third-party browser scripts. Providers live beside this file.
import { z } from 'zod';
import { DEFAULT_PRODUCT_COUNT, DEMO_SEED, MIN_PRODUCT_COUNT } from '../../adapters/embedded/demo-data/demo-defaults';
import { baseUrl, httpsUrl, integerIn, isHttpUrl, isOneOf, optional, secret, valueThat } from './values';
import { withOptional, type SettingsProblem, type VariablesOf } from './provider-settings';

export const LOCALES = ['en-us', 'en-au', 'en-gb', 'en-no'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'production', 'test'] as const;

export type LocaleCode = (typeof LOCALES)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];

/** Used outside production only, so a fresh clone starts without any setting. */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-never-use-in-production';

export interface ServerConfig {
  server: {
    port: number;
    host: string;
    logLevel: LogLevel;
    nodeEnv: NodeEnv;
    defaultLocale: LocaleCode;
    /** Express `trust proxy` value: false (default), true, a hop count or a list of addresses. */
    trustProxy: boolean | number | string;
    /**
     * The shop's public address (`https://www.example.com.au`), the only source of absolute URLs
     * (canonical, hreflang, og:url, sitemaps, JSON-LD). Required in production; without it the
     * request's origin counts only for localhost on the configured port.
     */
    publicSiteUrl?: string;
  };
  /** `images`: serve the demo catalogue's pictures at /images/… even with a hosted catalogue (the sandbox's data refers to them). */
  demo: { productCount: number; seed: number; dataDir: string; images: boolean };
  /** The embedded search engine's answer cache (SEARCH_CACHE=on|off; on by default; off to measure cold queries). */
  searchCache: { enabled: boolean };
  session: { secret: string };
  checkout: { publicBaseUrl?: string };
  /** Third-party browser scripts; each loads (and is allowed by the CSP) only when set. */
  thirdParty: { tagManagerId?: string; bnplWidgetUrl?: string; reviewsWidgetUrl?: string; fontStylesheetUrl?: string };
  /** Where per-IP limit counters live: this process's memory, or Redis shared by every copy (REDIS_URL). */
  rateLimits: { redisUrl?: string };
}

const trustProxy = valueThat(
  'a valid trust-proxy setting (expected true, false, a hop count or a comma-separated list of addresses)',
  (value) =>
    /^(true|false|\d+)$/.test(value) ||
    value.split(',').every((part) => /^(loopback|linklocal|uniquelocal|[0-9A-Fa-f.:]+(\/\d{1,3})?)$/.test(part.trim())),
).transform((value): boolean | number | string => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
});

/** A bare origin: scheme and host (and port), no path, query or credentials. */
const siteOrigin = valueThat('a valid site address (expected an origin such as https://www.example.com.au)', (value) => {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  return url.pathname === '/' && !url.username && !url.password && !/[?#]/.test(value);
}).transform((value) => new URL(value).origin);

export const SERVER_VARIABLES = {
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
  PUBLIC_SITE_URL: optional(siteOrigin),
  SEARCH_CACHE: optional(valueThat('on or off', isOneOf(['on', 'off'] as const))),
  DEMO_IMAGES: optional(valueThat('on or off', isOneOf(['on', 'off'] as const))),
  PUBLIC_CHECKOUT_BASE_URL: optional(baseUrl),
  GTM_CONTAINER_ID: optional(valueThat('a valid tag manager container id (expected GTM-XXXXXXX)', (v) => /^GTM-[A-Z0-9]{4,12}$/.test(v))),
  BNPL_WIDGET_URL: optional(httpsUrl),
  REVIEWS_WIDGET_URL: optional(httpsUrl),
  FONT_STYLESHEET_URL: optional(httpsUrl),
  // May carry a password, so never quoted back.
  REDIS_URL: optional(z.string().refine(isRedisUrl, { error: 'is not a valid Redis URL (expected redis(s)://host:port; value not shown)' })),
};

type ServerVariables = VariablesOf<typeof SERVER_VARIABLES>;

function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function serverProblems(vars: ServerVariables): SettingsProblem[] {
  if (vars.NODE_ENV !== 'production') return [];
  const problems: SettingsProblem[] = [];
  if (vars.SESSION_SECRET === undefined) {
    problems.push({ variable: 'SESSION_SECRET', message: 'SESSION_SECRET is required when NODE_ENV is production (at least 32 characters)' });
  } else if (vars.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET) {
    problems.push({ variable: 'SESSION_SECRET', message: 'SESSION_SECRET must not be the development default when NODE_ENV is production' });
  }
  if (vars.PUBLIC_SITE_URL === undefined) {
    problems.push({ variable: 'PUBLIC_SITE_URL', message: "PUBLIC_SITE_URL is required when NODE_ENV is production (the shop's public address, e.g. https://www.example.com.au)" });
  }
  return problems;
}

export function readServerConfig(vars: ServerVariables): ServerConfig {
  return {
    server: {
      port: vars.PORT ?? 3000,
      host: vars.HOST ?? '0.0.0.0',
      logLevel: (vars.LOG_LEVEL as LogLevel | undefined) ?? 'info',
      nodeEnv: (vars.NODE_ENV as NodeEnv | undefined) ?? 'development',
      defaultLocale: (vars.DEFAULT_LOCALE as LocaleCode | undefined) ?? 'en-us',
      trustProxy: vars.TRUST_PROXY ?? false,
      ...(vars.PUBLIC_SITE_URL ? { publicSiteUrl: vars.PUBLIC_SITE_URL } : {}),
    },
    demo: {
      productCount: vars.DEMO_PRODUCT_COUNT ?? DEFAULT_PRODUCT_COUNT,
      seed: vars.DEMO_SEED ?? DEMO_SEED,
      dataDir: vars.DATA_DIR ?? 'var',
      images: vars.DEMO_IMAGES === 'on',
    },
    searchCache: { enabled: (vars.SEARCH_CACHE ?? 'on') === 'on' },
    session: { secret: vars.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET },
    checkout: withOptional({}, 'publicBaseUrl', vars.PUBLIC_CHECKOUT_BASE_URL),
    thirdParty: {
      ...(vars.GTM_CONTAINER_ID ? { tagManagerId: vars.GTM_CONTAINER_ID } : {}),
      ...(vars.BNPL_WIDGET_URL ? { bnplWidgetUrl: vars.BNPL_WIDGET_URL } : {}),
      ...(vars.REVIEWS_WIDGET_URL ? { reviewsWidgetUrl: vars.REVIEWS_WIDGET_URL } : {}),
      ...(vars.FONT_STYLESHEET_URL ? { fontStylesheetUrl: vars.FONT_STYLESHEET_URL } : {}),
    },
    rateLimits: withOptional({}, 'redisUrl', vars.REDIS_URL),
  };
}
