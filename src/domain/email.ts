// Email addresses as the shop compares and accepts them. The newsletter form checks nothing beyond
// the browser's `type="email"` (spec section 5), so the server accepts exactly what that input
// accepts: the HTML standard's "valid email address" rule, and no more than RFC 5321's 254 characters.

export const EMAIL_MAX_LENGTH = 254;

// The WHATWG HTML definition of a valid email address (input type=email).
const HTML_EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && HTML_EMAIL.test(value);
}

/** One address, one subscriber or account: surrounding spaces and letter case do not count. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
