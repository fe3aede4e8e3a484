import { chargedLines, lineUnitPrice, type Cart } from '../../domain/cart';
import { orderFigures } from '../../domain/cart-shipping';
import { figuresText, type ConfirmedFigures } from '../../domain/confirmed-figures';
import { moneyFromMinorUnits } from '../../domain/money';
import type { CartShippingQuote } from './quote-cart-shipping';

/**
 * The figures a checkout page shows for this cart and shipping quote: the lines that will be charged
 * with their quantities and unit prices, the subtotal, the discount and each shipping choice's fee.
 * The page carries their text; placing the order compares it with the text of the cart as it is then.
 */
export function checkoutFigures(cart: Cart, quote: CartShippingQuote | { kind: 'pickup' }): ConfirmedFigures {
  const currency = cart.cost.subtotalAmount.currencyCode;
  const lines = chargedLines(cart.lines).map((line) => ({
    merchandiseId: line.merchandise.id,
    quantity: line.quantity,
    unitPrice: lineUnitPrice(line),
  }));
  const shipping =
    quote.kind === 'rule' ? [{ service: 'rule', fee: quote.fee }] : quote.kind === 'quoted' ? quote.rates.map((rate) => ({ service: rate.serviceName, fee: rate.fee })) : [];
  return { lines, subtotal: cart.cost.subtotalAmount, discount: orderFigures(cart.cost, moneyFromMinorUnits(0, currency)).discount, shipping };
}

export const checkoutFiguresText = (cart: Cart, quote: CartShippingQuote | { kind: 'pickup' }) => figuresText(checkoutFigures(cart, quote));
