// The cart-level fields of an embedded cart, kept as one JSON document per cart, and the actions
// that change only them. Pure: the store reads the document, applies an action, writes it back,
// all inside one transaction.
import { randomUUID } from 'node:crypto';
import { CartError } from '../../application/cart/cart-errors';
import type { CartAttribute } from '../../domain/cart';
import type { BuyerIdentity, CartAction, CartMetafield, DeliveryAddress, DeliveryAddressInput } from '../../domain/cart-actions';

export interface StoredAddress {
  id: string;
  address: DeliveryAddress;
  selected: boolean;
  oneTimeUse: boolean;
}

export interface CartDetails {
  note: string;
  attributes: CartAttribute[];
  buyerIdentity: BuyerIdentity;
  discountCodes: string[];
  giftCards: { id: string; code: string }[];
  deliveryAddresses: StoredAddress[];
  selectedDeliveryOptions: { deliveryGroupId: string; deliveryOptionHandle: string }[];
  metafields: Record<string, Omit<CartMetafield, 'key'>>;
}

export const emptyDetails = (): CartDetails => ({
  note: '',
  attributes: [],
  buyerIdentity: {},
  discountCodes: [],
  giftCards: [],
  deliveryAddresses: [],
  selectedDeliveryOptions: [],
  metafields: {},
});

export function parseDetails(json: string): CartDetails {
  return { ...emptyDetails(), ...(JSON.parse(json) as Partial<CartDetails>) };
}

const MAX_DELIVERY_ADDRESSES = 20;

const uniqueCodes = (codes: readonly string[]) => [...new Map(codes.map((c) => c.trim()).filter(Boolean).map((c) => [c.toUpperCase(), c])).values()];

const mergeByKey = (current: CartAttribute[], changes: CartAttribute[]) => {
  const merged = new Map(current.map((a) => [a.key, a.value]));
  for (const { key, value } of changes) merged.set(key, value);
  return [...merged].map(([key, value]) => ({ key, value }));
};

const giftCard = (code: string) => ({ id: `gid://shopify/AppliedGiftCard/${code.trim().toUpperCase()}`, code: code.trim() });

function stored(input: DeliveryAddressInput): StoredAddress {
  return { id: `gid://shopify/CartSelectableAddress/${randomUUID()}`, address: input.address, selected: input.selected ?? false, oneTimeUse: input.oneTimeUse ?? false };
}

function addresses(list: StoredAddress[]): StoredAddress[] {
  if (list.length > MAX_DELIVERY_ADDRESSES) throw new CartError('invalid-input', `A cart holds at most ${MAX_DELIVERY_ADDRESSES} delivery addresses`);
  if (list.filter((a) => a.selected).length > 1) throw new CartError('invalid-input', 'Only one delivery address can be selected');
  return list;
}

function knownAddress(list: StoredAddress[], id: string): StoredAddress {
  const found = list.find((a) => a.id === id);
  if (!found) throw new CartError('invalid-input', `No delivery address ${id} in this cart`);
  return found;
}

/** The new details after a cart-level action; line actions leave them as they are. */
export function applyToDetails(details: CartDetails, action: CartAction): CartDetails {
  switch (action.action) {
    case 'Create': {
      const { attributes = [], note = '', buyerIdentity = {}, discountCodes = [] } = action.inputs.input;
      return { ...details, attributes: mergeByKey([], attributes), note, buyerIdentity, discountCodes: uniqueCodes(discountCodes) };
    }
    case 'AttributesUpdateInput':
      return { ...details, attributes: mergeByKey(details.attributes, action.inputs.attributes) };
    case 'BuyerIdentityUpdate':
      return { ...details, buyerIdentity: { ...details.buyerIdentity, ...action.inputs.buyerIdentity } };
    case 'DiscountCodesUpdate':
      return { ...details, discountCodes: uniqueCodes(action.inputs.discountCodes) };
    case 'NoteUpdate':
      return { ...details, note: action.inputs.note };
    case 'SelectedDeliveryOptionsUpdate':
      return { ...details, selectedDeliveryOptions: action.inputs.selectedDeliveryOptions };
    case 'MetafieldsSet': {
      const metafields = { ...details.metafields };
      for (const { key, type, value } of action.inputs.metafields) metafields[key] = { type, value };
      return { ...details, metafields };
    }
    case 'MetafieldDelete': {
      const { [action.inputs.key]: _removed, ...metafields } = details.metafields;
      return { ...details, metafields };
    }
    case 'GiftCardCodesUpdate':
      return { ...details, giftCards: uniqueCodes(action.inputs.giftCardCodes).map(giftCard) };
    case 'GiftCardCodesAdd':
      return { ...details, giftCards: uniqueCodes([...details.giftCards.map((g) => g.code), ...action.inputs.giftCardCodes]).map(giftCard) };
    case 'GiftCardCodesRemove': {
      const removed = new Set(action.inputs.appliedGiftCardIds);
      return { ...details, giftCards: details.giftCards.filter((g) => !removed.has(g.id)) };
    }
    case 'DeliveryAddressesAdd':
      return { ...details, deliveryAddresses: addresses([...details.deliveryAddresses, ...action.inputs.addresses.map(stored)]) };
    case 'DeliveryAddressesReplace':
      return { ...details, deliveryAddresses: addresses(action.inputs.addresses.map(stored)) };
    case 'DeliveryAddressesUpdate': {
      const list = details.deliveryAddresses.map((a) => ({ ...a }));
      for (const change of action.inputs.addresses) {
        const target = knownAddress(list, change.id);
        if (change.address) target.address = change.address;
        if (change.selected !== undefined) target.selected = change.selected;
        if (change.oneTimeUse !== undefined) target.oneTimeUse = change.oneTimeUse;
      }
      return { ...details, deliveryAddresses: addresses(list) };
    }
    case 'DeliveryAddressesRemove': {
      action.inputs.addressIds.forEach((id) => knownAddress(details.deliveryAddresses, id));
      const removed = new Set(action.inputs.addressIds);
      return { ...details, deliveryAddresses: details.deliveryAddresses.filter((a) => !removed.has(a.id)) };
    }
    case 'LinesAdd':
    case 'LinesUpdate':
    case 'LinesRemove':
    case 'LinesAdjust':
      return details;
  }
}
