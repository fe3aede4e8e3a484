// What the browser learns from GET /api/cart. Only a 2xx answer holding `cart` (null for no cart)
// says what is in the cart; anything else is the cart error, so a failed load never passes for an
// empty cart.
import { cartErrorText } from '../../domain/cart';
import type { CartView } from './view-models';

export type CartLoad = { ok: true; cart: CartView | null } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `body` is the parsed JSON of the answer, or null when it was not JSON (or never came). */
export function cartLoadFrom(responseOk: boolean, body: unknown): CartLoad {
  if (responseOk && isRecord(body) && 'cart' in body && (body.cart === null || isRecord(body.cart))) {
    return { ok: true, cart: body.cart as CartView | null };
  }
  return { ok: false, error: cartErrorText(errorMessageOf(body)) };
}

/** The message of the shop's error shape {error: {code, message}}; null when there is none. */
export function errorMessageOf(body: unknown): string | null {
  const error = isRecord(body) ? body.error : null;
  return isRecord(error) && typeof error.message === 'string' ? error.message : null;
}

/**
 * What the browser learns from the answer to a cart post: the cart it carries, whatever its
 * status (a refusal such as a line another tab removed answers the current cart, which every view
 * then shows), and the message for the shopper when the change was not made.
 */
export function cartAnswerFrom(responseOk: boolean, body: unknown): { cart: CartView | null; error: string | null } {
  const cart = isRecord(body) && isRecord(body.cart) ? (body.cart as unknown as CartView) : null;
  if (responseOk && cart) return { cart, error: null };
  return { cart, error: cartErrorText(errorMessageOf(body)) };
}
