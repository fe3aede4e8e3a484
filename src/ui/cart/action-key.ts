// A fresh key for one cart action (src/domain/cart-action-key.ts): 22 URL-safe characters from the
// platform's random source (getRandomValues works on plain http too, unlike randomUUID).
import { useContext, useState } from 'react';
import { SharedShell } from '../personal/hole-marking';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function newActionKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(22));
  let key = '';
  for (const byte of bytes) key += ALPHABET[byte & 63];
  return key;
}

/**
 * A plain form's key, made when it is rendered; empty in a shared shell (the render for an ESI edge,
 * whose holes are includes; a page rendered for its shopper fills them in place): the edge keeps that page for every visitor, so
 * a key in it would be everyone's, and the shell must be the same bytes for every shopper.
 */
export function useFormActionKey(): string {
  const sharedShell = useContext(SharedShell);
  const [key] = useState(() => (sharedShell ? '' : newActionKey()));
  return key;
}
