// CartStore on the Storefront API: one mutation per cart action, in the shopper's market. User
// errors become CartErrors (nothing changed); timeouts, 5xx and bad answers become 'unavailable'
// CartErrors, so the shopper sees the cart error and keeps the cart id.
import { CartError } from '../../application/cart/cart-errors';
import type { CartStore } from '../../application/ports';
import { adjustedLineQuantity, type Cart } from '../../domain/cart';
import { MAX_LINE_QUANTITY, type CartAction, type DeliveryAddressInput, type DeliveryAddressUpdate, type LineAdjustment } from '../../domain/cart-actions';
import { CART_MESSAGES } from '../../domain/cart-messages';
import type { Locale } from '../../domain/locale';
import { ShopifyError } from './errors';
import { CART_CREATE_MUTATION } from './mutations/cart-create';
import { CART_DELIVERY_ADDRESSES_ADD_MUTATION, CART_DELIVERY_ADDRESSES_REMOVE_MUTATION, CART_DELIVERY_ADDRESSES_REPLACE_MUTATION, CART_DELIVERY_ADDRESSES_UPDATE_MUTATION } from './mutations/cart-delivery-addresses';
import { CART_ATTRIBUTES_UPDATE_MUTATION, CART_BUYER_IDENTITY_UPDATE_MUTATION, CART_DISCOUNT_CODES_UPDATE_MUTATION, CART_NOTE_UPDATE_MUTATION, CART_SELECTED_DELIVERY_OPTIONS_UPDATE_MUTATION } from './mutations/cart-details';
import { CART_GIFT_CARD_CODES_ADD_MUTATION, CART_GIFT_CARD_CODES_REMOVE_MUTATION, CART_GIFT_CARD_CODES_UPDATE_MUTATION } from './mutations/cart-gift-cards';
import { CART_LINES_ADD_MUTATION, CART_LINES_REMOVE_MUTATION, CART_LINES_UPDATE_MUTATION } from './mutations/cart-lines';
import { CART_METAFIELD_DELETE_MUTATION, CART_METAFIELDS_SET_MUTATION } from './mutations/cart-metafields';
import { CART_BY_ID_QUERY } from './queries/cart-by-id';
import { cartErrorFrom, reshapeCart } from './reshape/cart';
import { cartByIdResponse, cartMutationResponse, metafieldMutationResponse } from './schemas/cart';
import type { ShopifyClient, Variables } from './shopify-client';
import { inContext } from './in-context';

export interface ShopifyCartStoreOptions {
  /** The public checkout base URL, when checkout is served from another domain. */
  publicCheckoutBase?: string;
}

const selectable = (input: DeliveryAddressInput) => ({ address: { deliveryAddress: input.address }, selected: input.selected, oneTimeUse: input.oneTimeUse });
const selectableUpdate = ({ id, address, selected, oneTimeUse }: DeliveryAddressUpdate) => ({
  id,
  ...(address ? { address: { deliveryAddress: address } } : {}),
  selected,
  oneTimeUse,
});

type Mutation = { document: string; variables: Variables };

/** The mutation for each action that answers the cart; metafield actions are handled apart. */
function mutationFor(cartId: string, action: Exclude<CartAction, { action: 'Create' | 'MetafieldsSet' | 'MetafieldDelete' | 'LinesAdjust' }>): Mutation {
  switch (action.action) {
    case 'LinesAdd':
      return { document: CART_LINES_ADD_MUTATION, variables: { cartId, lines: action.inputs.lines } };
    case 'LinesUpdate':
      return { document: CART_LINES_UPDATE_MUTATION, variables: { cartId, lines: action.inputs.lines } };
    case 'LinesRemove':
      return { document: CART_LINES_REMOVE_MUTATION, variables: { cartId, lineIds: action.inputs.lineIds } };
    case 'AttributesUpdateInput':
      return { document: CART_ATTRIBUTES_UPDATE_MUTATION, variables: { cartId, attributes: action.inputs.attributes } };
    case 'BuyerIdentityUpdate':
      return { document: CART_BUYER_IDENTITY_UPDATE_MUTATION, variables: { cartId, buyerIdentity: action.inputs.buyerIdentity } };
    case 'DiscountCodesUpdate':
      return { document: CART_DISCOUNT_CODES_UPDATE_MUTATION, variables: { cartId, discountCodes: action.inputs.discountCodes } };
    case 'NoteUpdate':
      return { document: CART_NOTE_UPDATE_MUTATION, variables: { cartId, note: action.inputs.note } };
    case 'SelectedDeliveryOptionsUpdate':
      return { document: CART_SELECTED_DELIVERY_OPTIONS_UPDATE_MUTATION, variables: { cartId, selectedDeliveryOptions: action.inputs.selectedDeliveryOptions } };
    case 'GiftCardCodesUpdate':
      return { document: CART_GIFT_CARD_CODES_UPDATE_MUTATION, variables: { cartId, giftCardCodes: action.inputs.giftCardCodes } };
    case 'GiftCardCodesAdd':
      return { document: CART_GIFT_CARD_CODES_ADD_MUTATION, variables: { cartId, giftCardCodes: action.inputs.giftCardCodes } };
    case 'GiftCardCodesRemove':
      return { document: CART_GIFT_CARD_CODES_REMOVE_MUTATION, variables: { cartId, appliedGiftCardIds: action.inputs.appliedGiftCardIds } };
    case 'DeliveryAddressesAdd':
      return { document: CART_DELIVERY_ADDRESSES_ADD_MUTATION, variables: { cartId, addresses: action.inputs.addresses.map(selectable) } };
    case 'DeliveryAddressesUpdate':
      return { document: CART_DELIVERY_ADDRESSES_UPDATE_MUTATION, variables: { cartId, addresses: action.inputs.addresses.map(selectableUpdate) } };
    case 'DeliveryAddressesRemove':
      return { document: CART_DELIVERY_ADDRESSES_REMOVE_MUTATION, variables: { cartId, addressIds: action.inputs.addressIds } };
    case 'DeliveryAddressesReplace':
      return { document: CART_DELIVERY_ADDRESSES_REPLACE_MUTATION, variables: { cartId, addresses: action.inputs.addresses.map(selectable) } };
  }
}

/**
 * cartLinesUpdate takes absolute quantities, so a relative change reads the cart first and sends
 * the held quantity plus the change (0 removes the line). Nothing changes when a line is gone or
 * would pass the maximum.
 */
function absoluteQuantities(cart: Cart, adjustments: readonly LineAdjustment[]): { id: string; quantity: number }[] {
  const held = new Map(cart.lines.map((line) => [line.id, line.quantity]));
  return adjustments.map(({ id, delta }) => {
    const current = held.get(id);
    if (current === undefined) throw new CartError('unknown-line', `This cart has no line ${id}`);
    const change = adjustedLineQuantity(current, delta, MAX_LINE_QUANTITY);
    if (change.kind === 'too-many') throw new CartError('invalid-input', CART_MESSAGES.maxQuantity);
    const quantity = change.kind === 'remove' ? 0 : change.quantity;
    held.set(id, quantity);
    return { id, quantity };
  });
}

export class ShopifyCartStore implements CartStore {
  /**
   * Changes to one cart run one after another in this process, so a relative change's read and
   * write are not split by another change of the same cart (two tabs, one server). Across server
   * instances a window of one round trip remains.
   */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly client: ShopifyClient,
    private readonly options: ShopifyCartStoreOptions = {},
  ) {}

  async cart(cartId: string, locale: Locale): Promise<Cart | null> {
    return translated(async () => {
      const { cart } = await this.client.query(CART_BY_ID_QUERY, { cartId, ...inContext(locale) }, cartByIdResponse);
      return cart ? reshapeCart(cart, this.options.publicCheckoutBase) : null;
    });
  }

  async apply(cartId: string | null, action: CartAction, locale: Locale): Promise<Cart> {
    if (cartId === null || action.action === 'Create') return this.applyNow(cartId, action, locale);
    const before = this.queues.get(cartId) ?? Promise.resolve();
    const run = before.then(() => this.applyNow(cartId, action, locale), () => this.applyNow(cartId, action, locale));
    this.queues.set(cartId, run);
    void run.finally(() => {
      if (this.queues.get(cartId) === run) this.queues.delete(cartId);
    }).catch(() => undefined);
    return run;
  }

  private async applyNow(cartId: string | null, action: CartAction, locale: Locale): Promise<Cart> {
    return translated(async () => {
      if (action.action === 'Create') return this.create(action.inputs.input, locale);
      // Without a cart, lines go straight into a new one: one round trip instead of two.
      if (cartId === null && action.action === 'LinesAdd') return this.create({ lines: action.inputs.lines }, locale);
      const target = cartId ?? (await this.create({}, locale)).id;
      if (action.action === 'MetafieldsSet' || action.action === 'MetafieldDelete') return this.changeMetafields(target, action, locale);
      if (action.action === 'LinesAdjust') return this.adjustLines(target, action.inputs.lines, locale);
      const { document, variables } = mutationFor(target, action);
      return this.mutate(document, { ...variables, ...inContext(locale) });
    });
  }

  private create(input: Extract<CartAction, { action: 'Create' }>['inputs']['input'], locale: Locale): Promise<Cart> {
    return this.mutate(CART_CREATE_MUTATION, { input, ...inContext(locale) });
  }

  private async mutate(document: string, variables: Variables): Promise<Cart> {
    const { result } = await this.client.mutate(document, variables, cartMutationResponse);
    if (result?.userErrors.length) throw cartErrorFrom(result.userErrors);
    if (!result?.cart) throw new CartError('cart-not-found', 'This cart no longer exists');
    return reshapeCart(result.cart, this.options.publicCheckoutBase, result.warnings ?? []);
  }

  private async adjustLines(cartId: string, adjustments: readonly LineAdjustment[], locale: Locale): Promise<Cart> {
    const cart = await this.cart(cartId, locale);
    if (!cart) throw new CartError('cart-not-found', 'This cart no longer exists');
    return this.mutate(CART_LINES_UPDATE_MUTATION, { cartId, lines: absoluteQuantities(cart, adjustments), ...inContext(locale) });
  }

  private async changeMetafields(cartId: string, action: Extract<CartAction, { action: 'MetafieldsSet' | 'MetafieldDelete' }>, locale: Locale): Promise<Cart> {
    const { document, variables } =
      action.action === 'MetafieldsSet'
        ? { document: CART_METAFIELDS_SET_MUTATION, variables: { metafields: action.inputs.metafields.map((m) => ({ ...m, ownerId: cartId })) } }
        : { document: CART_METAFIELD_DELETE_MUTATION, variables: { input: { key: action.inputs.key, ownerId: cartId } } };
    const { result } = await this.client.mutate(document, variables, metafieldMutationResponse);
    if (result?.userErrors.length) throw cartErrorFrom(result.userErrors);
    const cart = await this.cart(cartId, locale);
    if (!cart) throw new CartError('cart-not-found', 'This cart no longer exists');
    return cart;
  }
}

/** Upstream failures keep their log detail in `cause` but reach the shopper as the cart error. */
async function translated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ShopifyError) throw Object.assign(new CartError('unavailable', 'Something went wrong'), { cause: error });
    throw error;
  }
}
