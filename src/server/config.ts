// The one place that reads the environment. Everything is parsed once at start-up; a wrong or
// partial provider setting stops the process with one line naming the variable. Each port is
// either embedded (no settings) or its hosted provider (all of the provider's settings): a
// provider's variables and rules live in its own module under ./config, listed once below.
import { z } from 'zod';
import { alertsSettings } from './config/alerts';
import { analyticsSettings } from './config/analytics';
import { savedItemsSettings } from './config/saved-items';
import { captchaSettings } from './config/captcha';
import { commerceSettings } from './config/commerce';
import { contentSettings } from './config/content';
import { edgeSettings } from './config/edge';
import { middlewareSettings } from './config/middleware';
import { newsletterSettings } from './config/newsletter';
import type { SettingsProblem } from './config/provider-settings';
import { rentalSettings } from './config/rental';
import { searchSettings } from './config/search';
import { readServerConfig, SERVER_VARIABLES, serverProblems, type ServerConfig } from './config/server-settings';

export { DEVELOPMENT_SESSION_SECRET, LOCALES, LOG_LEVELS, NODE_ENVS, type LocaleCode, type LogLevel, type NodeEnv } from './config/server-settings';
export type { TypesenseNode } from './config/search';

/** Every provider, in the order the start-up line names them. A new port adds one line here. */
const PROVIDERS = [
  commerceSettings,
  searchSettings,
  contentSettings,
  middlewareSettings,
  rentalSettings,
  captchaSettings,
  newsletterSettings,
  analyticsSettings,
  savedItemsSettings,
  alertsSettings,
  edgeSettings,
] as const;

type Provider = (typeof PROVIDERS)[number];
export type PortName = Provider['port'];
export type AppConfig = ServerConfig & { [P in Provider as P['port']]: ReturnType<P['read']> };

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    message: string,
    readonly variable: string,
  ) {
    super(message);
  }
}

// Providers are heterogeneous: past this line each is used only through the shape they share.
interface AnyProvider {
  port: PortName;
  variables: Record<string, z.ZodType>;
  together?: { variables: readonly string[]; required: readonly string[] };
  problems?: (vars: Record<string, unknown>) => SettingsProblem[];
  read(vars: Record<string, unknown>): unknown;
  describe(config: unknown): string;
}
const providers = PROVIDERS as readonly AnyProvider[];

const variables = z.object(Object.assign({}, SERVER_VARIABLES, ...providers.map((provider) => provider.variables)));

const settings = variables.superRefine((vars: Record<string, unknown>, ctx) => {
  const problem = ({ variable, message }: SettingsProblem) => ctx.addIssue({ code: 'custom', message, params: { variable } });
  for (const { together } of providers) {
    if (!together) continue;
    const firstSet = together.variables.find((name) => vars[name] !== undefined);
    const missing = together.required.find((name) => vars[name] === undefined);
    if (firstSet && missing) problem({ variable: missing, message: `${missing} is required when ${firstSet} is set` });
  }
  for (const provider of providers) provider.problems?.(vars).forEach(problem);
  serverProblems(vars as Parameters<typeof serverProblems>[0]).forEach(problem);
});

export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = settings.safeParse(env);
  if (!parsed.success) throw toConfigError(parsed.error.issues[0]);
  const vars = parsed.data as Record<string, unknown>;
  const ports = Object.fromEntries(providers.map((provider) => [provider.port, provider.read(vars)]));
  return { ...readServerConfig(vars as Parameters<typeof readServerConfig>[0]), ...ports } as AppConfig;
}

function toConfigError(issue: z.core.$ZodIssue | undefined): ConfigError {
  const fromField = issue?.path[0];
  if (typeof fromField === 'string') return new ConfigError(`${fromField}: ${issue?.message}`, fromField);
  const variable = issue && 'params' in issue ? String(issue.params?.variable ?? 'environment') : 'environment';
  return new ConfigError(issue?.message ?? 'invalid configuration', variable);
}

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

/** Which adapter serves each port, safe to log: names hosts, never a key or token. */
export function describeAdapters(config: AppConfig): Record<PortName, string> {
  return Object.fromEntries(providers.map((provider) => [provider.port, provider.describe(config[provider.port])])) as Record<PortName, string>;
}
