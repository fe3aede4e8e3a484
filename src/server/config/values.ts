// Schemas for the kinds of value the environment holds. Each variable is a string or unset; blank
// counts as unset. Messages quote a wrong value, except for secrets, which are never shown.
import { z } from 'zod';

export const blankAsUnset = (raw: unknown) => {
  if (typeof raw !== 'string') return raw;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed;
};

export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

export function isOneOf<T extends string>(allowed: readonly T[]) {
  return (value: string): value is T => (allowed as readonly string[]).includes(value);
}

/** A setting whose wrong value the message may quote. */
export const valueThat = (expected: string, test: (value: string) => boolean) =>
  z.string().refine(test, { error: (issue) => `${JSON.stringify(issue.input)} is not ${expected}` });

/** A setting never quoted back, not even in an error line. */
export const secret = (minLength = 1) =>
  z.string().min(minLength, { error: `must be at least ${minLength} characters (value not shown)` });

export const integerIn = (min: number, max: number, what: string) =>
  valueThat(`${what} (expected an integer from ${min} to ${max})`, (value) => {
    if (!/^\d+$/.test(value)) return false;
    const n = Number(value);
    return n >= min && n <= max;
  }).transform(Number);

export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

export const httpUrl = valueThat('a valid URL (expected http(s)://…)', isHttpUrl);
export const baseUrl = httpUrl.transform((value) => value.replace(/\/+$/, ''));
export const httpsUrl = valueThat('a valid URL (expected https://…)', (v) => isHttpUrl(v) && v.startsWith('https://'));

/** Shopify store: a host name (`my-shop.myshopify.com`) or an http(s) origin (a local stand-in). */
export const storeDomain = valueThat('a valid store domain (expected a host name such as my-shop.myshopify.com)', (value) => {
  const withScheme = /^https?:\/\//.test(value) ? value : `https://${value}`;
  if (!isHttpUrl(withScheme)) return false;
  const url = new URL(withScheme);
  const isBareOrigin = url.pathname === '/' && !url.search && !url.hash && !url.username;
  const looksLikeHost = url.hostname.includes('.') || url.port !== '';
  return isBareOrigin && looksLikeHost;
}).transform((value) => value.replace(/\/+$/, '').toLowerCase());

export const calendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const hostOf = (url: string) => new URL(url).host;
