// The cart form actions (spec section 4) and their input shapes, parsed from the one hidden form
// field that holds {action, inputs}. The eleven actions of the spec come first, then the seven
// Hydrogen adds, then this shop's own LinesAdjust: the '+' and '−' buttons as a change relative to
// what the cart holds, so two tabs never overwrite each other's quantities (LinesUpdate sets an
// absolute quantity, as Hydrogen's does).
import { bool, InputError, int, list, nonEmptyStr, object, optional, record, str, type Check } from './validate';
import type { Result } from './result';
import { CART_MESSAGES, type CartMessage } from './cart-messages';
import type { CartAttribute, DeliveryAddress } from './cart';
import { withEnteredCode } from './discount';

export type { DeliveryAddress } from './cart';

export const CART_ACTIONS = [
  'AttributesUpdateInput', 'BuyerIdentityUpdate', 'Create', 'DiscountCodesUpdate', 'LinesAdd', 'LinesRemove',
  'LinesUpdate', 'NoteUpdate', 'SelectedDeliveryOptionsUpdate', 'MetafieldsSet', 'MetafieldDelete',
  'GiftCardCodesUpdate', 'GiftCardCodesAdd', 'GiftCardCodesRemove',
  'DeliveryAddressesAdd', 'DeliveryAddressesUpdate', 'DeliveryAddressesRemove', 'DeliveryAddressesReplace',
  'LinesAdjust',
] as const;

export type CartActionName = (typeof CART_ACTIONS)[number];

/** Per line; enough for a real order, small enough to stop abuse. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_LINES_PER_ACTION = 50;

export interface LineToAdd { merchandiseId: string; quantity: number; attributes?: CartAttribute[] }
/** A quantity change relative to what the cart holds: +1 for '+', −1 for '−'. Never 0. */
export interface LineAdjustment { id: string; delta: number }
export interface LineToUpdate { id: string; quantity?: number; attributes?: CartAttribute[]; merchandiseId?: string }
export interface BuyerIdentity { email?: string; phone?: string; countryCode?: string; customerAccessToken?: string; preferences?: CartPreferencesInput }

/** Shopify's CartPreferencesInput: how the shopper wants the order (click and collect sets it; never taken from a client). */
export interface CartPreferencesInput {
  delivery: { deliveryMethod: DeliveryMethod[]; pickupHandle: string[] };
}

/** Shopify's PreferenceDeliveryMethodType. */
export type DeliveryMethod = 'PICK_UP' | 'SHIPPING' | 'PICKUP_POINT';
export interface CartMetafield { key: string; type: string; value: string }
export interface DeliveryAddressInput { address: DeliveryAddress; selected?: boolean; oneTimeUse?: boolean }
export interface DeliveryAddressUpdate { id: string; address?: DeliveryAddress; selected?: boolean; oneTimeUse?: boolean }

export type CartAction =
  | { action: 'AttributesUpdateInput'; inputs: { attributes: CartAttribute[] } }
  | { action: 'BuyerIdentityUpdate'; inputs: { buyerIdentity: BuyerIdentity } }
  | { action: 'Create'; inputs: { input: { lines?: LineToAdd[]; attributes?: CartAttribute[]; note?: string; buyerIdentity?: BuyerIdentity; discountCodes?: string[] } } }
  | { action: 'DiscountCodesUpdate'; inputs: { discountCodes: string[] } }
  | { action: 'LinesAdd'; inputs: { lines: LineToAdd[] } }
  | { action: 'LinesRemove'; inputs: { lineIds: string[] } }
  | { action: 'LinesUpdate'; inputs: { lines: LineToUpdate[] } }
  | { action: 'NoteUpdate'; inputs: { note: string } }
  | { action: 'SelectedDeliveryOptionsUpdate'; inputs: { selectedDeliveryOptions: { deliveryGroupId: string; deliveryOptionHandle: string }[] } }
  | { action: 'MetafieldsSet'; inputs: { metafields: CartMetafield[] } }
  | { action: 'MetafieldDelete'; inputs: { key: string } }
  | { action: 'GiftCardCodesUpdate'; inputs: { giftCardCodes: string[] } }
  | { action: 'GiftCardCodesAdd'; inputs: { giftCardCodes: string[] } }
  | { action: 'GiftCardCodesRemove'; inputs: { appliedGiftCardIds: string[] } }
  | { action: 'DeliveryAddressesAdd'; inputs: { addresses: DeliveryAddressInput[] } }
  | { action: 'DeliveryAddressesUpdate'; inputs: { addresses: DeliveryAddressUpdate[] } }
  | { action: 'DeliveryAddressesRemove'; inputs: { addressIds: string[] } }
  | { action: 'DeliveryAddressesReplace'; inputs: { addresses: DeliveryAddressInput[] } }
  | { action: 'LinesAdjust'; inputs: { lines: LineAdjustment[] } };

const ids = list(nonEmptyStr, { min: 1, max: MAX_LINES_PER_ACTION });
const codes = list(str, { max: MAX_LINES_PER_ACTION });
const some = <T>(check: Check<T>) => list(check, { min: 1, max: MAX_LINES_PER_ACTION });

const attribute = object<CartAttribute>({ key: nonEmptyStr, value: str });
const attributes = list(attribute, { max: MAX_LINES_PER_ACTION });

const lineShape = object<LineToAdd>({ merchandiseId: nonEmptyStr, quantity: int(1, MAX_LINE_QUANTITY), attributes: optional(attributes) });

/** lines-add accepts merchandiseId or id for the variant; a missing quantity means 1. */
const lineToAdd: Check<LineToAdd> = (value, path) => {
  const r = record(value, path);
  return lineShape({ ...r, merchandiseId: r.merchandiseId ?? r.id, quantity: r.quantity ?? 1 }, path);
};

const lineToUpdate = object<LineToUpdate>({
  id: nonEmptyStr,
  quantity: optional(int(0, MAX_LINE_QUANTITY)),
  attributes: optional(attributes),
  merchandiseId: optional(nonEmptyStr),
});

const delta: Check<number> = (value, path) => {
  const n = int(-MAX_LINE_QUANTITY, MAX_LINE_QUANTITY)(value, path);
  if (n === 0) throw new InputError(path, 'expected a change other than 0');
  return n;
};
const lineAdjustment = object<LineAdjustment>({ id: nonEmptyStr, delta });

// Delivery preferences are the server's to set once it has checked the store can fulfil the cart
// (click and collect): a client's are dropped.
const serverOnly: Check<CartPreferencesInput | undefined> = () => undefined;
const buyerIdentity = object<BuyerIdentity>({ email: optional(str), phone: optional(str), countryCode: optional(str), customerAccessToken: optional(str), preferences: serverOnly });

const text = optional(str);
const address = object<DeliveryAddress>({
  address1: text, address2: text, city: text, company: text, countryCode: text, firstName: text, lastName: text, phone: text, provinceCode: text, zip: text,
});

const addressInput = object<DeliveryAddressInput>({ address, selected: optional(bool), oneTimeUse: optional(bool) });
const addressUpdate = object<DeliveryAddressUpdate>({ id: nonEmptyStr, address: optional(address), selected: optional(bool), oneTimeUse: optional(bool) });
const metafield = object<CartMetafield>({ key: nonEmptyStr, type: nonEmptyStr, value: str });
const deliveryOption = object<{ deliveryGroupId: string; deliveryOptionHandle: string }>({ deliveryGroupId: nonEmptyStr, deliveryOptionHandle: nonEmptyStr });
const cartInput = object<Extract<CartAction, { action: 'Create' }>['inputs']['input']>({
  lines: optional(list(lineToAdd, { max: MAX_LINES_PER_ACTION })),
  attributes: optional(attributes),
  note: optional(str),
  buyerIdentity: optional(buyerIdentity),
  discountCodes: optional(codes),
});

type Inputs<K extends CartActionName> = Extract<CartAction, { action: K }>['inputs'];

const INPUTS: { [K in CartActionName]: Check<Inputs<K>> } = {
  AttributesUpdateInput: object({ attributes }),
  BuyerIdentityUpdate: object({ buyerIdentity }),
  Create: (value, path) => object<Inputs<'Create'>>({ input: cartInput })({ input: {}, ...record(value, path) }, path),
  DiscountCodesUpdate: object({ discountCodes: codes }),
  LinesAdd: object({ lines: some(lineToAdd) }),
  LinesRemove: object({ lineIds: ids }),
  LinesUpdate: object({ lines: some(lineToUpdate) }),
  NoteUpdate: object({ note: str }),
  SelectedDeliveryOptionsUpdate: object({ selectedDeliveryOptions: some(deliveryOption) }),
  MetafieldsSet: object({ metafields: some(metafield) }),
  MetafieldDelete: object({ key: nonEmptyStr }),
  GiftCardCodesUpdate: object({ giftCardCodes: codes }),
  GiftCardCodesAdd: object({ giftCardCodes: some(nonEmptyStr) }),
  GiftCardCodesRemove: object({ appliedGiftCardIds: ids }),
  DeliveryAddressesAdd: object({ addresses: some(addressInput) }),
  DeliveryAddressesUpdate: object({ addresses: some(addressUpdate) }),
  DeliveryAddressesRemove: object({ addressIds: ids }),
  DeliveryAddressesReplace: object({ addresses: list(addressInput, { max: MAX_LINES_PER_ACTION }) }),
  LinesAdjust: object({ lines: some(lineAdjustment) }),
};

/** A discount form's post: the codes the cart holds (its cartFormInput) and the code the shopper typed. */
export function withTypedDiscountCode(action: CartAction, typed: string | undefined): CartAction {
  if (action.action !== 'DiscountCodesUpdate' || !typed) return action;
  return { action: 'DiscountCodesUpdate', inputs: { discountCodes: withEnteredCode(action.inputs.discountCodes, typed) } };
}

/** What a shopper reads for input parseCartAction refused: the quantity limit, or that the cart could not be updated. */
export function cartInputMessage(error: string): CartMessage {
  return /\.quantity: expected an integer from/.test(error) ? CART_MESSAGES.maxQuantity : CART_MESSAGES.invalidRequest;
}

/** 'lines-add' and 'LinesAdd' name the same action. */
export function cartActionName(name: string): CartActionName | null {
  const pascal = name.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return (CART_ACTIONS as readonly string[]).includes(pascal) ? (pascal as CartActionName) : null;
}

/** Parses the form's {action, inputs} (object or its JSON text) into a typed cart action. */
export function parseCartAction(raw: unknown): Result<CartAction> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, error: 'cartFormInput is not valid JSON' };
    }
  }
  try {
    const form = record(value, 'cartFormInput');
    const action = cartActionName(str(form.action, 'action'));
    if (!action) return { ok: false, error: `Unknown cart action: ${String(form.action)}` };
    const inputs = INPUTS[action](form.inputs ?? {}, 'inputs');
    return { ok: true, value: { action, inputs } as CartAction };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, error: error.message };
    throw error;
  }
}
