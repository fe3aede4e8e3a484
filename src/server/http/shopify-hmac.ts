// Shopify signs every webhook: X-Shopify-Hmac-Sha256 is the base64 HMAC-SHA256 of the raw body
// with the app's shared secret. Compared in constant time; the secret never leaves this function.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function shopifyHmac(rawBody: Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** False for a missing, malformed or wrong signature (and when no secret is configured). */
export function isShopifySigned(rawBody: Buffer, header: string | undefined, secret: string | null): boolean {
  if (!secret || !header || !/^[A-Za-z0-9+/]{43}=$/.test(header.trim())) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
