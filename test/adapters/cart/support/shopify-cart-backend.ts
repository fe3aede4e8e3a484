// Shopify's cart, played by root resolvers for StorefrontMockServer: carts live in memory, lines
// are priced from the demo catalogue in the market of the operation's @inContext, and refusals
// come back as Shopify's userErrors (code INVALID with the field path Shopify uses).
import { randomUUID } from 'node:crypto';
import { openBoxUnitVariant } from '../../../../src/adapters/embedded/demo-data/open-box';
import type { DemoCatalogue, DemoProduct, DemoVariant } from '../../../../src/adapters/embedded/demo-data/catalogue-types';
import { demoDiscount } from '../../../../src/adapters/sqlite/demo-discount-codes';
import { discountMinorUnits } from '../../../../src/domain/discount';
import type { StorefrontContext, StorefrontRoot } from '../../../support/storefront-mock-server';
import { CDN, marketCurrencyOf, shopifyMoney } from '../../shopify/support/demo-storefront';

interface StoredLine {
  id: string;
  merchandiseId: string;
  quantity: number;
  attributes: { key: string; value: string }[];
}

type DeliveryAddress = Record<string, string | null>;

interface StoredAddress {
  id: string;
  address: DeliveryAddress;
  selected: boolean;
  oneTimeUse: boolean;
}

/** Shopify's CartSelectableAddressInput and CartSelectableAddressUpdateInput. */
interface AddressInput {
  id?: string;
  address?: { deliveryAddress?: DeliveryAddress };
  selected?: boolean | null;
  oneTimeUse?: boolean | null;
}

interface StoredCart {
  id: string;
  lines: StoredLine[];
  deliveryAddresses: StoredAddress[];
  note: string;
  discountCodes: string[];
  attributes: { key: string; value: string }[];
  metafields: Map<string, string>;
  /** Shopify's CartPreferencesInput.delivery as last given (click and collect). */
  deliveryPreference?: { deliveryMethod: string[]; pickupHandle: string[] } | null;
}

type UserError = { code: string; field: string[]; message: string };
class Refusal extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message);
  }
}

export function shopifyCartRoot(catalogue: DemoCatalogue, imageBase: string = CDN): StorefrontRoot & { carts: Map<string, StoredCart> } {
  const variants = new Map<string, { product: DemoProduct; variant: DemoVariant }>();
  for (const product of catalogue.products) {
    if (product.status !== 'active') continue;
    for (const variant of product.variants) variants.set(`gid://shopify/ProductVariant/${variant.id}`, { product, variant });
    // Each open-box unit is a variant of its own in Shopify, at the unit's price.
    for (const unit of product.openBoxItems) {
      const variant = openBoxUnitVariant(product, unit);
      if (variant && !variants.has(`gid://shopify/ProductVariant/${variant.id}`)) variants.set(`gid://shopify/ProductVariant/${variant.id}`, { product, variant });
    }
  }
  const carts = new Map<string, StoredCart>();

  const render = (cart: StoredCart, ctx: StorefrontContext) => {
    const currency = marketCurrencyOf(ctx.country);
    const lines = cart.lines.map((line) => {
      const { product, variant } = variants.get(line.merchandiseId)!;
      const total = variant.prices[currency].price * line.quantity;
      const image = product.images[0];
      return {
        __typename: 'CartLine',
        id: line.id,
        quantity: line.quantity,
        attributes: line.attributes,
        cost: { totalAmount: shopifyMoney(total, currency) },
        total,
        merchandise: {
          __typename: 'ProductVariant',
          id: line.merchandiseId,
          title: variant.title,
          sku: variant.sku,
          image: image ? { ...image, url: imageBase + image.url } : null,
          selectedOptions: variant.selectedOptions,
          product: {
            id: `gid://shopify/Product/${product.id}`,
            handle: product.handle,
            title: product.title,
            metafield: ({ namespace, key }: { namespace: string; key: string }) =>
              namespace === 'custom' && key === 'product_is_heavy' ? { value: product.metafields.is_heavy } : null,
          },
        },
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    const discount = cart.discountCodes.reduce((sum, code) => sum + discountMinorUnits(demoDiscount(code), subtotal - sum, currency), 0);
    const total = subtotal - discount;
    return {
      __typename: 'Cart',
      id: cart.id,
      checkoutUrl: `https://demo-instruments.myshopify.com/cart/c/${cart.id.split('/').pop()}`,
      totalQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
      note: cart.note,
      cost: {
        subtotalAmount: shopifyMoney(subtotal, currency),
        totalAmount: shopifyMoney(total, currency),
        totalTaxAmount: currency === 'AUD' ? shopifyMoney(Math.round(total / 11), currency) : null,
      },
      discountCodes: cart.discountCodes.map((code) => ({ code, applicable: lines.length > 0 && discountMinorUnits(demoDiscount(code), subtotal, currency) > 0 })),
      buyerIdentity: { preferences: cart.deliveryPreference ? { delivery: { deliveryMethod: cart.deliveryPreference.deliveryMethod, pickupHandle: cart.deliveryPreference.pickupHandle } } : null },
      delivery: { addresses: cart.deliveryAddresses.map((a) => ({ ...a, address: { __typename: 'CartDeliveryAddress', ...a.address } })) },
      lines: () => ({ nodes: lines }),
    };
  };

  /** Applies a change to a copy and keeps it only when nothing was refused, as Shopify does. */
  const mutation =
    <A extends { cartId: string }>(change: (cart: StoredCart, args: A) => void) =>
    (args: A, ctx: StorefrontContext) => {
      const stored = carts.get(args.cartId);
      if (!stored) return { cart: null, userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }], warnings: [] };
      const draft: StoredCart = structuredClone(stored);
      try {
        change(draft, args);
      } catch (error) {
        if (error instanceof Refusal) return { cart: render(stored, ctx), userErrors: [error.userError], warnings: [] };
        throw error;
      }
      carts.set(draft.id, draft);
      return { cart: render(draft, ctx), userErrors: [], warnings: [] };
    };

  const addLines = (cart: StoredCart, lines: { merchandiseId: string; quantity?: number; attributes?: StoredLine['attributes'] }[]) => {
    lines.forEach((line, i) => {
      if (!variants.has(line.merchandiseId)) {
        throw new Refusal({ code: 'INVALID', field: ['lines', String(i), 'merchandiseId'], message: `The merchandise with id ${line.merchandiseId} does not exist.` });
      }
      const attributes = line.attributes ?? [];
      const same = cart.lines.find((l) => l.merchandiseId === line.merchandiseId && JSON.stringify(l.attributes) === JSON.stringify(attributes));
      if (same) same.quantity += line.quantity ?? 1;
      else cart.lines.push({ id: `gid://shopify/CartLine/${randomUUID()}?cart=${cart.id.split('/').pop()}`, merchandiseId: line.merchandiseId, quantity: line.quantity ?? 1, attributes });
    });
  };

  const lineIndex = (cart: StoredCart, id: string, field: string[]) => {
    const index = cart.lines.findIndex((l) => l.id === id);
    if (index < 0) throw new Refusal({ code: 'INVALID', field, message: `The merchandise line with id ${id} does not exist.` });
    return index;
  };

  const newAddress = (input: AddressInput): StoredAddress => ({
    id: `gid://shopify/CartSelectableAddress/${randomUUID()}`,
    address: input.address?.deliveryAddress ?? {},
    selected: input.selected ?? false,
    oneTimeUse: input.oneTimeUse ?? false,
  });

  const addressAt = (cart: StoredCart, id: string, field: string[]) => {
    const found = cart.deliveryAddresses.find((a) => a.id === id);
    if (!found) throw new Refusal({ code: 'INVALID', field, message: `The delivery address with id ${id} does not exist.` });
    return found;
  };

  const accept = () => mutation(() => undefined);

  return {
    carts,
    cart: ({ id }: { id: string }, ctx: StorefrontContext) => {
      const stored = carts.get(id);
      return stored ? render(stored, ctx) : null;
    },
    cartCreate: ({ input = {} }: { input?: { lines?: []; note?: string; discountCodes?: string[]; attributes?: StoredLine['attributes'] } }, ctx: StorefrontContext) => {
      const cart: StoredCart = { id: `gid://shopify/Cart/${randomUUID().replace(/-/g, '')}`, lines: [], deliveryAddresses: [], note: input.note ?? '', discountCodes: input.discountCodes ?? [], attributes: input.attributes ?? [], metafields: new Map() };
      try {
        addLines(cart, input.lines ?? []);
      } catch (error) {
        if (error instanceof Refusal) return { cart: null, userErrors: [error.userError], warnings: [] };
        throw error;
      }
      carts.set(cart.id, cart);
      return { cart: render(cart, ctx), userErrors: [], warnings: [] };
    },
    cartLinesAdd: mutation((cart, { lines }: { cartId: string; lines: Parameters<typeof addLines>[1] }) => addLines(cart, lines)),
    cartLinesUpdate: mutation((cart, { lines }: { cartId: string; lines: { id: string; quantity?: number; attributes?: StoredLine['attributes'] }[] }) => {
      lines.forEach((change, i) => {
        const line = cart.lines[lineIndex(cart, change.id, ['lines', String(i), 'id'])]!;
        if (change.quantity !== undefined) line.quantity = change.quantity;
        if (change.attributes) line.attributes = change.attributes;
      });
      cart.lines = cart.lines.filter((l) => l.quantity > 0);
    }),
    cartLinesRemove: mutation((cart, { lineIds }: { cartId: string; lineIds: string[] }) => {
      lineIds.forEach((id, i) => cart.lines.splice(lineIndex(cart, id, ['lineIds', String(i)]), 1));
    }),
    cartNoteUpdate: mutation((cart, { note }: { cartId: string; note: string }) => void (cart.note = note)),
    cartDiscountCodesUpdate: mutation((cart, { discountCodes }: { cartId: string; discountCodes: string[] }) => void (cart.discountCodes = discountCodes)),
    cartAttributesUpdate: mutation((cart, { attributes }: { cartId: string; attributes: StoredLine['attributes'] }) => void (cart.attributes = attributes)),
    // Shopify keeps the delivery preference the buyer identity gives (deliveryMethod PICK_UP with a location's pickupHandle).
    cartBuyerIdentityUpdate: mutation((cart, { buyerIdentity }: { cartId: string; buyerIdentity: { preferences?: { delivery?: { deliveryMethod?: string[]; pickupHandle?: string[] } | null } | null } }) => {
      const delivery = buyerIdentity.preferences?.delivery;
      if (delivery) cart.deliveryPreference = { deliveryMethod: delivery.deliveryMethod ?? [], pickupHandle: delivery.pickupHandle ?? [] };
    }),
    cartSelectedDeliveryOptionsUpdate: accept(),
    cartGiftCardCodesUpdate: accept(),
    cartGiftCardCodesAdd: accept(),
    cartGiftCardCodesRemove: accept(),
    cartDeliveryAddressesAdd: mutation((cart, { addresses }: { cartId: string; addresses: AddressInput[] }) => void cart.deliveryAddresses.push(...addresses.map(newAddress))),
    cartDeliveryAddressesUpdate: mutation((cart, { addresses }: { cartId: string; addresses: AddressInput[] }) => {
      addresses.forEach((change, i) => {
        const target = addressAt(cart, change.id ?? '', ['addresses', String(i), 'id']);
        if (change.address?.deliveryAddress) target.address = change.address.deliveryAddress;
        if (typeof change.selected === 'boolean') target.selected = change.selected;
        if (typeof change.oneTimeUse === 'boolean') target.oneTimeUse = change.oneTimeUse;
      });
    }),
    cartDeliveryAddressesRemove: mutation((cart, { addressIds }: { cartId: string; addressIds: string[] }) => {
      addressIds.forEach((id, i) => addressAt(cart, id, ['addressIds', String(i)]));
      cart.deliveryAddresses = cart.deliveryAddresses.filter((a) => !addressIds.includes(a.id));
    }),
    cartDeliveryAddressesReplace: mutation((cart, { addresses }: { cartId: string; addresses: AddressInput[] }) => void (cart.deliveryAddresses = addresses.map(newAddress))),
    cartMetafieldsSet: ({ metafields }: { metafields: { ownerId: string; key: string; value: string }[] }) => {
      for (const m of metafields) carts.get(m.ownerId)?.metafields.set(m.key, m.value);
      return { metafields: [], userErrors: [] };
    },
    cartMetafieldDelete: ({ input }: { input: { ownerId: string; key: string } }) => {
      carts.get(input.ownerId)?.metafields.delete(input.key);
      return { deletedId: null, userErrors: [] };
    },
  };
}
