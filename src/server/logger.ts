import pino, { type DestinationStream, type Logger } from 'pino';
import { requestIdMixin } from './http/request-context';

/** A field whose name says it holds a credential: its value never reaches a log line. */
export const SECRET_NAME = /secret|token|passw(or)?d|pwd|authori[sz]ation|cookie|api[-_]?key|session|signature|credential/i;
const REDACTED = '[redacted]';
/** Query parameters named like a secret inside any logged text ('/api/preview?secret=…'). */
const SECRET_PARAM = /([?&;](?:[^=&#\s"']*(?:secret|token|passw(?:or)?d|pwd|authori[sz]ation|cookie|api[-_]?key|session|signature|credential)[^=&#\s"']*|key|auth|sig)=)[^&#\s"']*/gi;
const MAX_DEPTH = 6;

/** The text with the value of every secret-named query parameter replaced. */
export function redactText(text: string): string {
  return text.includes('=') ? text.replace(SECRET_PARAM, `$1${REDACTED}`) : text;
}

/** A copy of a log line's fields with secret-named fields and query parameters redacted. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  // Errors, requests and responses go to their serializers as they are (the request's is slim: src/server/http/request-log.ts).
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[key] = SECRET_NAME.test(key) ? REDACTED : redactSecrets(field, depth + 1);
  return out;
}

/** Errors as pino writes them, their message and stack redacted too (a failed webhook call names its URL, key and all). */
export const redactedErrorSerializer = (error: unknown) => redactSerializedError(pino.stdSerializers.err(error as Error));

/** pino's serialized error is not a plain object (its prototype carries a getter): its own fields, redacted. */
export const redactSerializedError = (serialized: unknown) =>
  typeof serialized === 'object' && serialized !== null ? redactSecrets({ ...serialized }) : redactSecrets(serialized);

/** The root logger; every line written while serving a request carries that request's `reqId`. */
export function createLogger(options: { level: string; pretty: boolean; destination?: DestinationStream }): Logger {
  const settings = {
    level: options.level,
    base: undefined,
    mixin: requestIdMixin,
    // Any field named like a secret, at any depth, and secret query parameters in any text.
    formatters: { log: (fields: Record<string, unknown>) => redactSecrets(fields) as Record<string, unknown> },
    serializers: { err: redactedErrorSerializer },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
  if (options.destination) return pino(settings, options.destination);
  return pino({ ...settings, ...(options.pretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}) });
}
