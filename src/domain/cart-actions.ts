// The cart form actions (spec section 4) and their input shapes, parsed from the one hidden form
// field that holds {action, inputs}. The eleven actions of the spec come first, then the seven
// Hydrogen adds.
import { bool, InputError, int, list, nonEmptyStr, optional, record, str, type Check } from './validate';
import type { Result } from './result';
import type { CartAttribute } from './cart';

export const CART_ACTIONS = [
  'AttributesUpdateInput', 'BuyerIdentityUpdate', 'Create', 'DiscountCodesUpdate', 'LinesAdd', 'LinesRemove',
  'LinesUpdate', 'NoteUpdate', 'SelectedDeliveryOptionsUpdate', 'MetafieldsSet', 'MetafieldDelete',
  'GiftCardCodesUpdate', 'GiftCardCodesAdd', 'GiftCardCodesRemove',
  'DeliveryAddressesAdd', 'DeliveryAddressesUpdate', 'DeliveryAddressesRemove', 'DeliveryAddressesReplace',
] as const;

export type CartActionName = (typeof CART_ACTIONS)[number];

/** Per line; enough for a real order, small enough to stop abuse. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_LINES_PER_ACTION = 50;

export interface LineToAdd { merchandiseId: string; quantity: number; attributes?: CartAttribute[] }
export interface LineToUpdate { id: string; quantity?: number; attributes?: CartAttribute[]; merchandiseId?: string }
export interface BuyerIdentity { email?: string; phone?: string; countryCode?: string; customerAccessToken?: string }
export interface CartMetafield { key: string; type: string; value: string }
export interface DeliveryAddress {
  address1?: string; address2?: string; city?: string; company?: string; countryCode?: string;
  firstName?: string; lastName?: string; phone?: string; provinceCode?: string; zip?: string;
}
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
  | { action: 'DeliveryAddressesReplace'; inputs: { addresses: DeliveryAddressInput[] } };

const ids = list(nonEmptyStr, { min: 1, max: MAX_LINES_PER_ACTION });
const codes = list(str, { max: MAX_LINES_PER_ACTION });

const attribute: Check<CartAttribute> = (value, path) => {
  const r = record(value, path);
  return { key: nonEmptyStr(r.key, `${path}.key`), value: str(r.value, `${path}.value`) };
};
const attributes = list(attribute, { max: MAX_LINES_PER_ACTION });

/** lines-add accepts merchandiseId or id for the variant. */
const lineToAdd: Check<LineToAdd> = (value, path) => {
  const r = record(value, path);
  const line: LineToAdd = {
    merchandiseId: nonEmptyStr(r.merchandiseId ?? r.id, `${path}.merchandiseId`),
    quantity: optional(int(1, MAX_LINE_QUANTITY))(r.quantity, `${path}.quantity`) ?? 1,
  };
  const attrs = optional(attributes)(r.attributes, `${path}.attributes`);
  if (attrs) line.attributes = attrs;
  return line;
};

const lineToUpdate: Check<LineToUpdate> = (value, path) => {
  const r = record(value, path);
  return dropUndefined({
    id: nonEmptyStr(r.id, `${path}.id`),
    quantity: optional(int(0, MAX_LINE_QUANTITY))(r.quantity, `${path}.quantity`),
    attributes: optional(attributes)(r.attributes, `${path}.attributes`),
    merchandiseId: optional(nonEmptyStr)(r.merchandiseId, `${path}.merchandiseId`),
  });
};

const buyerIdentity: Check<BuyerIdentity> = (value, path) => {
  const r = record(value, path);
  return dropUndefined({
    email: optional(str)(r.email, `${path}.email`),
    phone: optional(str)(r.phone, `${path}.phone`),
    countryCode: optional(str)(r.countryCode, `${path}.countryCode`),
    customerAccessToken: optional(str)(r.customerAccessToken, `${path}.customerAccessToken`),
  });
};

const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'company', 'countryCode', 'firstName', 'lastName', 'phone', 'provinceCode', 'zip'] as const;

const address: Check<DeliveryAddress> = (value, path) => {
  const r = record(value, path);
  return dropUndefined(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, optional(str)(r[f], `${path}.${f}`)])) as DeliveryAddress);
};

const addressInput: Check<DeliveryAddressInput> = (value, path) => {
  const r = record(value, path);
  return dropUndefined({ address: address(r.address, `${path}.address`), selected: optional(bool)(r.selected, `${path}.selected`), oneTimeUse: optional(bool)(r.oneTimeUse, `${path}.oneTimeUse`) });
};

const addressUpdate: Check<DeliveryAddressUpdate> = (value, path) => {
  const r = record(value, path);
  return dropUndefined({
    id: nonEmptyStr(r.id, `${path}.id`),
    address: optional(address)(r.address, `${path}.address`),
    selected: optional(bool)(r.selected, `${path}.selected`),
    oneTimeUse: optional(bool)(r.oneTimeUse, `${path}.oneTimeUse`),
  });
};

const metafield: Check<CartMetafield> = (value, path) => {
  const r = record(value, path);
  return { key: nonEmptyStr(r.key, `${path}.key`), type: nonEmptyStr(r.type, `${path}.type`), value: str(r.value, `${path}.value`) };
};

const deliveryOption: Check<{ deliveryGroupId: string; deliveryOptionHandle: string }> = (value, path) => {
  const r = record(value, path);
  return { deliveryGroupId: nonEmptyStr(r.deliveryGroupId, `${path}.deliveryGroupId`), deliveryOptionHandle: nonEmptyStr(r.deliveryOptionHandle, `${path}.deliveryOptionHandle`) };
};

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const INPUTS: { [K in CartActionName]: (inputs: Record<string, unknown>) => Extract<CartAction, { action: K }>['inputs'] } = {
  AttributesUpdateInput: (i) => ({ attributes: attributes(i.attributes, 'inputs.attributes') }),
  BuyerIdentityUpdate: (i) => ({ buyerIdentity: buyerIdentity(i.buyerIdentity, 'inputs.buyerIdentity') }),
  Create: (i) => {
    const input = record(i.input ?? {}, 'inputs.input');
    return {
      input: dropUndefined({
        lines: optional(list(lineToAdd, { max: MAX_LINES_PER_ACTION }))(input.lines, 'inputs.input.lines'),
        attributes: optional(attributes)(input.attributes, 'inputs.input.attributes'),
        note: optional(str)(input.note, 'inputs.input.note'),
        buyerIdentity: optional(buyerIdentity)(input.buyerIdentity, 'inputs.input.buyerIdentity'),
        discountCodes: optional(codes)(input.discountCodes, 'inputs.input.discountCodes'),
      }),
    };
  },
  DiscountCodesUpdate: (i) => ({ discountCodes: codes(i.discountCodes, 'inputs.discountCodes') }),
  LinesAdd: (i) => ({ lines: list(lineToAdd, { min: 1, max: MAX_LINES_PER_ACTION })(i.lines, 'inputs.lines') }),
  LinesRemove: (i) => ({ lineIds: ids(i.lineIds, 'inputs.lineIds') }),
  LinesUpdate: (i) => ({ lines: list(lineToUpdate, { min: 1, max: MAX_LINES_PER_ACTION })(i.lines, 'inputs.lines') }),
  NoteUpdate: (i) => ({ note: str(i.note, 'inputs.note') }),
  SelectedDeliveryOptionsUpdate: (i) => ({ selectedDeliveryOptions: list(deliveryOption, { min: 1, max: MAX_LINES_PER_ACTION })(i.selectedDeliveryOptions, 'inputs.selectedDeliveryOptions') }),
  MetafieldsSet: (i) => ({ metafields: list(metafield, { min: 1, max: MAX_LINES_PER_ACTION })(i.metafields, 'inputs.metafields') }),
  MetafieldDelete: (i) => ({ key: nonEmptyStr(i.key, 'inputs.key') }),
  GiftCardCodesUpdate: (i) => ({ giftCardCodes: codes(i.giftCardCodes, 'inputs.giftCardCodes') }),
  GiftCardCodesAdd: (i) => ({ giftCardCodes: list(nonEmptyStr, { min: 1, max: MAX_LINES_PER_ACTION })(i.giftCardCodes, 'inputs.giftCardCodes') }),
  GiftCardCodesRemove: (i) => ({ appliedGiftCardIds: ids(i.appliedGiftCardIds, 'inputs.appliedGiftCardIds') }),
  DeliveryAddressesAdd: (i) => ({ addresses: list(addressInput, { min: 1, max: MAX_LINES_PER_ACTION })(i.addresses, 'inputs.addresses') }),
  DeliveryAddressesUpdate: (i) => ({ addresses: list(addressUpdate, { min: 1, max: MAX_LINES_PER_ACTION })(i.addresses, 'inputs.addresses') }),
  DeliveryAddressesRemove: (i) => ({ addressIds: ids(i.addressIds, 'inputs.addressIds') }),
  DeliveryAddressesReplace: (i) => ({ addresses: list(addressInput, { max: MAX_LINES_PER_ACTION })(i.addresses, 'inputs.addresses') }),
};

/** 'lines-add' and 'LinesAdd' name the same action. */
export function cartActionName(name: string): CartActionName | null {
  const pascal = name.includes('-') ? name.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('') : name;
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
    const inputs = INPUTS[action](record(form.inputs ?? {}, 'inputs') as Record<string, unknown>);
    return { ok: true, value: { action, inputs } as CartAction };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, error: error.message };
    throw error;
  }
}
