// The cart as the shopper expects it the moment they click: quantities and lines change at once,
// while money (line totals, subtotal, shipping, total) keeps the server's last answer until the
// server speaks again, so a discount or a heavy item never shows a wrong total.
import type { CartLineView, CartView } from './view-models';

export interface CartFormInput {
  action: string;
  inputs: Record<string, unknown>;
}

/** What a card or product page knows about a variant, to show its line before the server answers. */
export interface OptimisticLine {
  title: string;
  image?: { url: string; alt?: string; altText?: string };
  href?: string;
}

const PLACEHOLDER_IMAGE_SIZE = 80;

const EMPTY: CartView = {
  id: '',
  lines: [],
  totalQuantity: 0,
  subtotal: '',
  discount: null,
  shipping: { kind: 'none', label: null, banner: null },
  total: '',
  taxLine: '',
  discountCodes: [],
  deliveryAddresses: [],
  checkoutUrl: '',
  shopPayUrl: '',
};

type LineInput = { id?: string; merchandiseId?: string; quantity?: number; delta?: number; attributes?: unknown[] };

const linesOf = (input: CartFormInput): LineInput[] => (Array.isArray(input.inputs.lines) ? (input.inputs.lines as LineInput[]) : []);
const lineIdsOf = (input: CartFormInput): string[] => (Array.isArray(input.inputs.lineIds) ? (input.inputs.lineIds as string[]) : []);
const isAdjust = (input: CartFormInput) => input.action === 'LinesAdjust' || input.action === 'lines-adjust';

/**
 * What a line's '+' or '−' posts: a change relative to what the server holds, never the quantity
 * this tab last saw, so another tab's changes are kept (the server applies the spec's transitions
 * to its own quantity: from 1, '−' removes the line).
 */
export function quantityButtonInput(lineId: string, direction: 'decrease' | 'increase'): CartFormInput {
  return { action: 'LinesAdjust', inputs: { lines: [{ id: lineId, delta: direction === 'increase' ? 1 : -1 }] } };
}

/** Add to cart: the LinesAdd action, which the browser posts to /cart?index with its analytics. */
export const isAddToCart = (input: CartFormInput) => input.action === 'LinesAdd' || input.action === 'lines-add';

/** The line an add of `input` puts more of: the same variant, both without attributes (an open-box unit is a line of its own). */
const sameLine = (lines: readonly CartLineView[], input: LineInput) =>
  !input.attributes || input.attributes.length === 0 ? lines.find((l) => l.merchandiseId === input.merchandiseId && l.attributes.length === 0) : undefined;

/**
 * The cart's lines a submission changes, which show a spinner until the server answers: the lines
 * it updates or removes by id, and the lines an add puts more of.
 */
export function touchedLineIds(cart: CartView | null, input: CartFormInput): string[] {
  if (isAddToCart(input)) return linesOf(input).flatMap((l) => sameLine(cart?.lines ?? [], l)?.id ?? []);
  return [...linesOf(input).flatMap((l) => l.id ?? []), ...lineIdsOf(input)];
}

function added(lines: CartLineView[], input: LineInput, hint: OptimisticLine | undefined): CartLineView[] {
  const quantity = input.quantity ?? 1;
  const plain = !input.attributes || input.attributes.length === 0;
  const same = sameLine(lines, input);
  if (same) return lines.map((l) => (l === same ? { ...l, quantity: l.quantity + quantity } : l));
  if (!hint || !input.merchandiseId) return lines;
  const placeholder: CartLineView = {
    id: `optimistic:${input.merchandiseId}`,
    quantity,
    merchandiseId: input.merchandiseId,
    productId: null,
    title: hint.title,
    fullTitle: hint.title,
    skuText: '',
    href: hint.href ?? '#',
    image: hint.image ? { url: hint.image.url, altText: hint.image.altText ?? hint.image.alt ?? hint.title, width: PLACEHOLDER_IMAGE_SIZE, height: PLACEHOLDER_IMAGE_SIZE } : null,
    options: [],
    openBox: !plain,
    attributes: [],
    total: '',
  };
  return [...lines, placeholder];
}

export function optimisticCart(cart: CartView | null, input: CartFormInput, hint?: OptimisticLine): CartView | null {
  let lines = (cart ?? EMPTY).lines;
  if (isAddToCart(input)) {
    for (const line of linesOf(input)) lines = added(lines, line, hint);
  } else if (input.action === 'LinesUpdate' || input.action === 'lines-update') {
    const changes = new Map(linesOf(input).map((l) => [l.id, l.quantity]));
    lines = lines.flatMap((l) => {
      const quantity = changes.get(l.id);
      if (quantity === undefined) return [l];
      return quantity <= 0 ? [] : [{ ...l, quantity }];
    });
  } else if (isAdjust(input)) {
    const deltas = new Map(linesOf(input).map((l) => [l.id, l.delta ?? 0]));
    lines = lines.flatMap((l) => {
      const quantity = l.quantity + (deltas.get(l.id) ?? 0);
      return quantity <= 0 ? [] : [{ ...l, quantity }];
    });
  } else if (input.action === 'LinesRemove' || input.action === 'lines-remove') {
    const removed = new Set(lineIdsOf(input));
    lines = lines.filter((l) => !removed.has(l.id));
  } else {
    return cart;
  }
  return { ...(cart ?? EMPTY), lines, totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0) };
}

/**
 * Line actions open the drawer (spec section 4), except on the cart page: there the page is the
 * cart and changes in place.
 */
export function opensDrawer(input: CartFormInput, onCartPage = false): boolean {
  return !onCartPage && /^(LinesAdd|LinesUpdate|LinesRemove|LinesAdjust|lines-add|lines-update|lines-remove|lines-adjust)$/.test(input.action);
}
