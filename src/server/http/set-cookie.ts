// The Set-Cookie text of a cookie specification (domain/cookies.ts).
import type { CookieSpec } from '../../domain/cookies';

export type { CookieSpec };

/** 'name=value; Max-Age=…; Path=/; SameSite=Lax' (+ HttpOnly, Secure when asked). */
export function serializeCookie(spec: CookieSpec, value: string, options: { secure?: boolean } = {}): string {
  const parts = [`${spec.name}=${encodeURIComponent(value)}`, `Max-Age=${spec.maxAgeSeconds}`, `Path=${spec.path}`, `SameSite=${spec.sameSite}`];
  if (spec.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
