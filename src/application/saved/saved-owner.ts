// Whose saved list a use case reads or changes: a signed-in shopper's (kept by the SavedItems port,
// found through their session) or an anonymous browser's (the list the browser sent, which the
// server hands back changed for the browser to keep).
import type { SavedItem } from '../../domain/saved-items';

export type SavedListOwner = { kind: 'account'; sessionToken: string } | { kind: 'browser'; items: readonly SavedItem[] };

/** A change to an account's list whose session the account system no longer knows. */
export class SignedOut extends Error {
  override name = 'SignedOut';
}
