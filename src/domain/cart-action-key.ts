// A shopper's cart action may reach the shop twice: a double submit, or the edge sending it again
// through another copy after the first copy went away mid-answer. The action carries a key
// (`Idempotency-Key` from the cart script, one per click; a hidden field in a plain form, one per
// rendered form); the same key with the same cart and the same action is the same action, answered
// once. Another action under a key it already used is a new action (a form's quantity changed).
// A plain form's key only counts with a cart: a shared page (kept at the edge for every visitor)
// carries one key for everyone, and without a cart to tell them apart one shopper's first add would
// answer another's.

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

/** The name under which the action's first answer is kept, or null when the action is not keyed. */
export function cartActionKey({ cartId, headerKey, formKey, action }: KeyedCartAction): string | null {
  const key = headerKey ?? (cartId !== null ? formKey : undefined);
  if (key === undefined || !ACTION_KEY_PATTERN.test(key)) return null;
  return `${cartId ?? 'new cart'}\n${key}\n${action}`;
}
