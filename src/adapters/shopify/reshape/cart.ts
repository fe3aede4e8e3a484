// Shopify's cart into the domain cart, and Shopify's user errors into CartErrors.
import { CartError, type CartErrorCode } from '../../../application/cart/cart-errors';
import { checkoutHref, type Cart, type CartDeliveryAddress, type CartLine } from '../../../domain/cart';
import type { DeliveryAddress } from '../../../domain/cart-actions';
import type { CartLineChange } from '../../../domain/cart-line-changes';
import type { ShopifyCart, ShopifyCartLine, ShopifyCartWarning, ShopifySelectableAddress, ShopifyUserError } from '../schemas/cart';
import { reshapeImages } from './reshape-images';
import { reshapeMoney } from './reshape-money';
import { deliveryPreferenceOf } from '../../../domain/click-and-collect';

function reshapeLine(line: ShopifyCartLine): CartLine[] {
  const variant = line.merchandise;
  if (!('id' in variant)) return [];
  const [image] = reshapeImages(variant.image ? [variant.image] : [], variant.product.title);
  return [
    {
      id: line.id,
      quantity: line.quantity,
      cost: { totalAmount: reshapeMoney(line.cost.totalAmount) },
      attributes: line.attributes.map(({ key, value }) => ({ key, value: value ?? '' })),
      merchandise: {
        id: variant.id,
        // The shop titles its variants by SKU: the cart shows this as the SKU text.
        title: variant.sku || variant.title,
        image: image ?? null,
        selectedOptions: variant.selectedOptions,
        product: { id: variant.product.id, handle: variant.product.handle, title: variant.product.title, isHeavy: variant.product.isHeavy?.value === 'true' },
      },
    },
  ];
}

/** Only the fields Shopify filled: a null field is one the shopper never gave. */
function reshapeDeliveryAddress({ id, selected, oneTimeUse, address }: ShopifySelectableAddress): CartDeliveryAddress {
  const given = Object.entries(address).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { id, selected, oneTimeUse, address: Object.fromEntries(given) as DeliveryAddress };
}

function preferenceOf(cart: ShopifyCart): Pick<Cart, 'deliveryPreference'> {
  const preference = deliveryPreferenceOf(cart.buyerIdentity?.preferences?.delivery);
  return preference ? { deliveryPreference: preference } : {};
}

/**
 * Shopify's stock warnings as the line changes the shop shows (issue 29): a line cut to what is
 * left, or out of stock. Shopify keeps no memory of the price a line was added at, so it reports no
 * price change; its checkout shows the current prices before the shopper pays (docs/honest-cart.md).
 */
function withWarnings(line: CartLine, warnings: readonly ShopifyCartWarning[]): CartLine {
  const changes = warnings
    .filter((warning) => warning.target === line.id || warning.target === line.merchandise.id)
    .flatMap((warning): CartLineChange[] => {
      if (warning.code === 'MERCHANDISE_OUT_OF_STOCK') return [{ kind: 'unavailable' }];
      if (warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK') return [{ kind: 'quantity-reduced', from: null, to: line.quantity }];
      return [];
    });
  if (changes.length === 0) return line;
  const unavailable = changes.some((change) => change.kind === 'unavailable');
  return unavailable ? { ...line, changes: [{ kind: 'unavailable' }], cost: { totalAmount: { ...line.cost.totalAmount, amount: '0.00' } } } : { ...line, changes };
}

export function reshapeCart(cart: ShopifyCart, publicCheckoutBase?: string, warnings: readonly ShopifyCartWarning[] = []): Cart {
  return {
    id: cart.id,
    lines: cart.lines.nodes.flatMap(reshapeLine).map((line) => withWarnings(line, warnings)),
    checkoutUrl: checkoutHref(cart.checkoutUrl, { publicCheckoutBase: publicCheckoutBase ?? null }),
    totalQuantity: cart.totalQuantity,
    cost: {
      subtotalAmount: reshapeMoney(cart.cost.subtotalAmount),
      totalAmount: reshapeMoney(cart.cost.totalAmount),
      totalTaxAmount: cart.cost.totalTaxAmount ? reshapeMoney(cart.cost.totalTaxAmount) : null,
    },
    ...(cart.note ? { note: cart.note } : {}),
    discountCodes: cart.discountCodes,
    deliveryAddresses: cart.delivery.addresses.map(reshapeDeliveryAddress),
    ...preferenceOf(cart),
  };
}

/** Which part of the input a user error points at decides its code; the first error speaks. */
export function cartErrorFrom(errors: readonly ShopifyUserError[]): CartError {
  const [first] = errors;
  const field = first?.field ?? [];
  const message = first?.message ?? 'The cart could not be updated';
  let code: CartErrorCode = 'invalid-input';
  if (field[0] === 'cartId') code = 'cart-not-found';
  else if (field.includes('merchandiseId') || first?.code === 'INVALID_MERCHANDISE_LINE' || first?.code === 'MERCHANDISE_NOT_APPLICABLE') code = 'unknown-merchandise';
  else if (field[0] === 'lineIds' || (field[0] === 'lines' && field.at(-1) === 'id')) code = 'unknown-line';
  return new CartError(code, message);
}
