// Sanity signs every GROQ-powered webhook: `sanity-webhook-signature: t=<ms>,v1=<sig>`, where sig is
// the unpadded base64url HMAC-SHA256 of `<t>.<raw body>` with the webhook's secret (as
// @sanity/webhook checks it). A signature older than five minutes is refused, so a captured delivery
// cannot be sent again later. Compared in constant time; the secret never leaves this module.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed delivery may be (Sanity's own toolkit allows the same). */
export const SANITY_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

const HEADER = /^t=(\d{10,16}),v1=([A-Za-z0-9_-]{43})$/;

export function sanitySignature(rawBody: Buffer, secret: string, timestampMs: number): string {
  const digest = createHmac('sha256', secret).update(`${timestampMs}.`).update(rawBody).digest('base64url');
  return `t=${timestampMs},v1=${digest}`;
}

/** False for a missing, malformed, stale or wrong signature (and when no secret is configured). */
export function isSanitySigned(rawBody: Buffer, header: string | undefined, secret: string | null, now: number): boolean {
  const parts = header ? HEADER.exec(header.trim()) : null;
  if (!secret || !parts) return false;
  const timestamp = Number(parts[1]);
  if (Math.abs(now - timestamp) > SANITY_SIGNATURE_TOLERANCE_MS) return false;
  const expected = createHmac('sha256', secret).update(`${parts[1]}.`).update(rawBody).digest();
  const given = Buffer.from(parts[2]!, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
