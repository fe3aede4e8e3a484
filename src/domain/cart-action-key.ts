// A shopper's cart action may reach the shop twice: a double submit, or the edge sending it again
// through another copy after the first copy went away mid-answer. The action carries a key
// (`Idempotency-Key` from the cart script, one per click; a hidden field in a plain form, one per
// rendered form); the same key with the same cart and the same action is the same action, answered
// once. Another action under a key it already used is a new action (a form's quantity changed).
// A plain form's key only counts with a cart: a shared page (kept at the edge for every visitor)
// carries one key for everyone, and without a cart to tell them apart one shopper's first add would
// answer another's.
// A plain form from such a shared page posts an empty key. The shop names that post itself: the
// shopper's cart, the action and the page it returns to, for PLAIN_POST_REPEAT_MS after its first
// answer. A double submit or the edge's retry comes within that; the same add again after the page
// came back is rarely that fast, and one a shopper means after it acts (docs/repeated-cart-posts.md).

/** What a key may look like: 16 to 128 letters, digits, '-' or '_' (a UUID fits). */
export const ACTION_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export interface KeyedCartAction {
  /** The shopper's cart, or null before their first add. */
  cartId: string | null;
  /** From the cart script (`Idempotency-Key`), one per click. */
  headerKey?: string | undefined;
  /** From a plain form's hidden field, one per rendered form. */
  formKey?: string | undefined;
  /** The action as posted, and how it is answered: the same key with another action is another action. */
  action: string;
}

/** How long a keyless plain form post is the same post again: longer than a double submit or a retry. */
export const PLAIN_POST_REPEAT_MS = 5_000;

/** The name the shop gives a plain form post that carries no key of its own; null before the first add (no cart tells shoppers apart). */
export function plainPostKey({ cartId, action, returnTo }: { cartId: string | null; action: string; returnTo: string }): string | null {
  return cartId === null ? null : `${cartId}\nplain post to ${returnTo}\n${action}`;
}

/** The name under which the action's first answer is kept, or null when the action is not keyed. */
export function cartActionKey({ cartId, headerKey, formKey, action }: KeyedCartAction): string | null {
  const key = headerKey ?? (cartId !== null ? formKey : undefined);
  if (key === undefined || !ACTION_KEY_PATTERN.test(key)) return null;
  return `${cartId ?? 'new cart'}\n${key}\n${action}`;
}
