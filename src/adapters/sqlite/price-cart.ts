// An embedded cart as the domain sees it: stored lines priced from the catalogue in the shopper's
// currency, demo discounts taken off the subtotal, GST (one eleventh of a GST-inclusive Australian
// total) reported for AUD carts, and a checkout link to the local checkout page.
import { localCheckoutPath } from '../../application/checkout/local-checkout';
import type { Merchandise } from '../../application/cart/merchandise';
import { chargedLines, type Cart, type CartAttribute, type CartLine } from '../../domain/cart';
import { cartLineChanges, chargedQuantity, type CartLineChange } from '../../domain/cart-line-changes';
import { backorderNote } from '../../domain/inventory-policy';

const withBackorder = (note: string | null) => (note ? { backorder: note } : {});
import type { Locale } from '../../domain/locale';
import { minorUnits, moneyFromMinorUnits } from '../../domain/money';
import type { CartDetails } from './cart-details';
import { discountRefusal, discountsMinorUnits } from '../../domain/discount';
import { demoDiscount } from './demo-discount-codes';
import { deliveryPreferenceOf } from '../../domain/click-and-collect';

export interface LineRow {
  id: string;
  merchandise_id: string;
  quantity: number;
  attributes: string;
  /** The unit price the shopper added the line at, in minor units of seen_currency; null on lines added before issue 29. */
  seen_price?: number | null;
  seen_currency?: string | null;
  /** The quantity the line asked for before the shop cut it to what was left; null when never cut. */
  reduced_from?: number | null;
}

/** What the line says changed: now (price, stock), and a cut the store made earlier that the shopper has not acted on since. */
function changesOf(row: LineRow, merchandise: Merchandise): CartLineChange[] {
  const seenPrice = row.seen_price != null && row.seen_currency ? moneyFromMinorUnits(row.seen_price, row.seen_currency) : null;
  const changes = cartLineChanges({ quantity: row.quantity, unitPrice: merchandise.price, seenPrice, availability: merchandise.availability });
  const cutEarlier = row.reduced_from != null && row.reduced_from > row.quantity && !changes.some((change) => change.kind === 'quantity-reduced' || change.kind === 'unavailable');
  return cutEarlier ? [...changes, { kind: 'quantity-reduced', from: row.reduced_from!, to: row.quantity }] : changes;
}

function pricedLine(row: LineRow, merchandise: Merchandise): CartLine {
  const changes = changesOf(row, merchandise);
  const charged = chargedQuantity(row.quantity, changes);
  const total = moneyFromMinorUnits(minorUnits(merchandise.price) * charged, merchandise.price.currencyCode);
  return {
    id: row.id,
    // An unavailable line keeps the quantity asked for (it is shown with Remove) but costs nothing.
    quantity: charged === 0 ? row.quantity : charged,
    cost: { totalAmount: total },
    attributes: JSON.parse(row.attributes) as CartAttribute[],
    merchandise: {
      id: merchandise.id,
      // The shop titles its variants by SKU: the cart shows this as the SKU text.
      title: merchandise.sku || merchandise.title,
      image: merchandise.image,
      selectedOptions: merchandise.selectedOptions,
      product: { id: merchandise.productId, ...merchandise.product },
    },
    ...(changes.length > 0 ? { changes } : {}),
    ...withBackorder(backorderNote(merchandise.availability, charged)),
  };
}

export function priceCart(cartId: string, rows: readonly LineRow[], details: CartDetails, catalogue: ReadonlyMap<string, Merchandise>, locale: Locale, now: Date = new Date()): Cart {
  // A line whose variant left the catalogue is not sold any more: it is not shown or charged.
  const lines = rows.flatMap((row) => {
    const merchandise = catalogue.get(row.merchandise_id);
    return merchandise ? [pricedLine(row, merchandise)] : [];
  });
  const currency = locale.currency;
  const subtotal = lines.reduce((sum, line) => sum + minorUnits(line.cost.totalAmount), 0);
  const discountCodes = details.discountCodes.map((code) => {
    const refusal = discountRefusal(demoDiscount(code), subtotal, currency, now);
    return { code, applicable: lines.length > 0 && refusal === null, ...(refusal ? { refusal } : {}) };
  });
  const discount = discountsMinorUnits(details.discountCodes.map(demoDiscount), subtotal, currency, now);
  const total = subtotal - discount;
  return {
    id: cartId,
    lines,
    checkoutUrl: localCheckoutPath(cartId, locale.pathPrefix),
    totalQuantity: chargedLines(lines).reduce((sum, line) => sum + line.quantity, 0),
    cost: {
      subtotalAmount: moneyFromMinorUnits(subtotal, currency),
      totalTaxAmount: currency === 'AUD' ? moneyFromMinorUnits(Math.round(total / 11), currency) : null,
      totalAmount: moneyFromMinorUnits(total, currency),
    },
    ...(details.note ? { note: details.note } : {}),
    discountCodes,
    deliveryAddresses: details.deliveryAddresses,
    ...withPreference(deliveryPreferenceOf(details.buyerIdentity.preferences?.delivery)),
  };
}

const withPreference = (preference: Cart['deliveryPreference']) => (preference ? { deliveryPreference: preference } : {});
