// The one way a cookie value is signed and checked: `payload.MAC`, the MAC an HMAC-SHA256 (base64url)
// of the payload under a secret, bound to what the value is for, so a value signed for one cookie
// never verifies as another's. The MAC input each purpose uses is the one its cookie was first issued
// with, so cookies already in shoppers' browsers keep verifying.
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAC_PREFIX = {
  'customer-session': 'customer-session.',
  'placed-orders': 'placed-orders.',
  'saved-items': 'saved-items.',
  preview: 'preview:',
} as const;

export type SigningPurpose = keyof typeof MAC_PREFIX;

const mac = (purpose: SigningPurpose, payload: string, secret: string) => createHmac('sha256', secret).update(MAC_PREFIX[purpose] + payload).digest('base64url');

/** The payload with its MAC: `payload.MAC`. The payload may hold any cookie-safe characters, '.' included. */
export function signValue(purpose: SigningPurpose, payload: string, secret: string): string {
  return `${payload}.${mac(purpose, payload, secret)}`;
}

/** The payload a signed value carries, or undefined when it is missing, too long, or its MAC does not verify (compared in constant time). */
export function verifiedPayload(purpose: SigningPurpose, value: unknown, secret: string, maxLength: number): string | undefined {
  if (typeof value !== 'string' || value.length > maxLength) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 0) return undefined;
  const payload = value.slice(0, dot);
  const expected = Buffer.from(mac(purpose, payload, secret));
  const given = Buffer.from(value.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? payload : undefined;
}
