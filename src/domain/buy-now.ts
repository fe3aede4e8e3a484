// Buy-now links: /cart/{variantId}:{qty},... (spec section 2).
import { variantGid } from './catalogue/product-card';
import { MAX_LINE_QUANTITY } from './cart-actions';
import type { Result } from './result';
import { CART_MESSAGES, type CartMessage } from './cart-messages';

export const MAX_BUY_NOW_LINES = 20;

export interface BuyNowLine {
  merchandiseId: string;
  quantity: number;
}

/**
 * Parses the buy-now path into cart lines. Variant ids are numeric; a missing quantity means 1;
 * quantities are 1 to 99 per variant (repeated variants are summed first); at most 20 lines.
 */
export function parseBuyNowPath(pathname: string): Result<BuyNowLine[]> {
  const match = /^\/cart\/([^/?#]+)\/?$/.exec(pathname.split(/[?#]/)[0]!);
  if (!match) return { ok: false, error: 'Not a buy-now path' };
  let spec: string;
  try {
    spec = decodeURIComponent(match[1]!);
  } catch {
    return { ok: false, error: 'Malformed buy-now path' };
  }
  const totals = new Map<string, number>();
  for (const part of spec.split(',')) {
    const item = /^(\d{1,32})(?::(\d{1,3}))?$/.exec(part.trim());
    if (!item) return { ok: false, error: `Invalid line '${part}': expected {variantId}:{quantity}` };
    const quantity = item[2] === undefined ? 1 : Number(item[2]);
    if (quantity < 1) return { ok: false, error: `Quantity must be at least 1 for variant ${item[1]}` };
    const id = item[1]!;
    totals.set(id, (totals.get(id) ?? 0) + quantity);
  }
  if (totals.size > MAX_BUY_NOW_LINES) return { ok: false, error: `At most ${MAX_BUY_NOW_LINES} products per buy-now link` };
  const lines: BuyNowLine[] = [];
  for (const [id, quantity] of totals) {
    if (quantity > MAX_LINE_QUANTITY) return { ok: false, error: `Quantity must be at most ${MAX_LINE_QUANTITY} for variant ${id}` };
    lines.push({ merchandiseId: variantGid(id), quantity });
  }
  return { ok: true, value: lines };
}

/** The buy-now path for lines, the inverse of parseBuyNowPath. */
export function buyNowPath(lines: readonly BuyNowLine[]): string {
  return '/cart/' + lines.map((l) => `${l.merchandiseId.split('/').pop()}:${l.quantity}`).join(',');
}

/**
 * What a shopper reads for a buy-now link parseBuyNowPath refused: an open-box unit number (units are
 * bought from their product page, where their condition is shown), the quantity limit, or that the
 * link is not valid. Never the parser's wording.
 */
export function buyNowMessage(error: string): CartMessage {
  if (/^Invalid line '\s*OB\d+/i.test(error)) return CART_MESSAGES.openBoxUnitFromPage;
  if (/^Quantity must be at most/.test(error)) return CART_MESSAGES.maxQuantity;
  return CART_MESSAGES.invalidBuyNowLink;
}
