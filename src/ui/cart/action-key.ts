// A fresh key for one cart action (src/domain/cart-action-key.ts): 22 URL-safe characters from the
// platform's random source (getRandomValues works on plain http too, unlike randomUUID).
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function newActionKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(22));
  let key = '';
  for (const byte of bytes) key += ALPHABET[byte & 63];
  return key;
}
