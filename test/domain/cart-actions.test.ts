import { describe, expect, it } from 'vitest';
import { CART_ACTIONS, cartActionName, parseCartAction } from '../../src/domain/cart-actions';

describe('Cart form actions: AttributesUpdateInput, BuyerIdentityUpdate, Create, DiscountCodesUpdate, LinesAdd, LinesRemove, LinesUpdate, NoteUpdate, SelectedDeliveryOptionsUpdate, MetafieldsSet, MetafieldDelete', () => {
  it('knows the eleven actions of the spec and the seven Hydrogen adds', () => {
    expect(CART_ACTIONS.slice(0, 11)).toEqual([
      'AttributesUpdateInput', 'BuyerIdentityUpdate', 'Create', 'DiscountCodesUpdate', 'LinesAdd', 'LinesRemove',
      'LinesUpdate', 'NoteUpdate', 'SelectedDeliveryOptionsUpdate', 'MetafieldsSet', 'MetafieldDelete',
    ]);
    expect(CART_ACTIONS.slice(11)).toEqual([
      'GiftCardCodesUpdate', 'GiftCardCodesAdd', 'GiftCardCodesRemove',
      'DeliveryAddressesAdd', 'DeliveryAddressesUpdate', 'DeliveryAddressesRemove', 'DeliveryAddressesReplace',
    ]);
  });

  it.each([
    { name: 'lines-add names LinesAdd', input: 'lines-add', expected: 'LinesAdd' },
    { name: 'LinesAdd names itself', input: 'LinesAdd', expected: 'LinesAdd' },
    { name: 'lines-remove names LinesRemove', input: 'lines-remove', expected: 'LinesRemove' },
    { name: 'an unknown name is null', input: 'LinesExplode', expected: null },
    { name: 'an unknown kebab name is null', input: 'lines-explode', expected: null },
  ])('$name', ({ input, expected }) => {
    expect(cartActionName(input)).toBe(expected);
  });

  const address = { address1: '1 Rundle Mall', city: 'Adelaide', countryCode: 'AU', zip: '5000' };

  it.each([
    { name: 'AttributesUpdateInput takes attributes', form: { action: 'AttributesUpdateInput', inputs: { attributes: [{ key: 'gift', value: 'yes' }] } } },
    { name: 'BuyerIdentityUpdate takes a buyer identity', form: { action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: { email: 'a@b.c', countryCode: 'AU' } } } },
    { name: 'Create takes an input', form: { action: 'Create', inputs: { input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }], note: 'n', discountCodes: ['X'], attributes: [{ key: 'k', value: 'v' }], buyerIdentity: { phone: '1' } } } } },
    { name: 'Create with no input creates an empty cart', form: { action: 'Create', inputs: {} }, expected: { action: 'Create', inputs: { input: {} } } },
    { name: 'DiscountCodesUpdate takes codes, possibly none', form: { action: 'DiscountCodesUpdate', inputs: { discountCodes: [] } } },
    { name: 'LinesAdd takes lines', form: { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2 }] } } },
    { name: 'LinesRemove takes line ids', form: { action: 'LinesRemove', inputs: { lineIds: ['gid://shopify/CartLine/1'] } } },
    { name: 'LinesUpdate takes lines with ids', form: { action: 'LinesUpdate', inputs: { lines: [{ id: 'gid://shopify/CartLine/1', quantity: 0 }] } } },
    { name: 'NoteUpdate takes a note', form: { action: 'NoteUpdate', inputs: { note: '' } } },
    { name: 'SelectedDeliveryOptionsUpdate takes options', form: { action: 'SelectedDeliveryOptionsUpdate', inputs: { selectedDeliveryOptions: [{ deliveryGroupId: 'g', deliveryOptionHandle: 'h' }] } } },
    { name: 'MetafieldsSet takes metafields', form: { action: 'MetafieldsSet', inputs: { metafields: [{ key: 'k', type: 'single_line_text_field', value: 'v' }] } } },
    { name: 'MetafieldDelete takes a key', form: { action: 'MetafieldDelete', inputs: { key: 'k' } } },
    { name: 'GiftCardCodesUpdate takes codes', form: { action: 'GiftCardCodesUpdate', inputs: { giftCardCodes: ['G1'] } } },
    { name: 'GiftCardCodesAdd takes codes', form: { action: 'GiftCardCodesAdd', inputs: { giftCardCodes: ['G1'] } } },
    { name: 'GiftCardCodesRemove takes applied ids', form: { action: 'GiftCardCodesRemove', inputs: { appliedGiftCardIds: ['a1'] } } },
    { name: 'DeliveryAddressesAdd takes addresses', form: { action: 'DeliveryAddressesAdd', inputs: { addresses: [{ address, selected: true }] } } },
    { name: 'DeliveryAddressesUpdate takes ids', form: { action: 'DeliveryAddressesUpdate', inputs: { addresses: [{ id: 'd1', address, selected: false, oneTimeUse: true }] } } },
    { name: 'DeliveryAddressesRemove takes ids', form: { action: 'DeliveryAddressesRemove', inputs: { addressIds: ['d1'] } } },
    { name: 'DeliveryAddressesReplace takes addresses, possibly none', form: { action: 'DeliveryAddressesReplace', inputs: { addresses: [] } } },
  ])('$name', ({ form, expected }) => {
    expect(parseCartAction(form)).toEqual({ ok: true, value: expected ?? form });
    expect(parseCartAction(JSON.stringify(form))).toEqual({ ok: true, value: expected ?? form });
  });

  it('lines-add accepts id for merchandiseId and a missing quantity means 1', () => {
    expect(parseCartAction({ action: 'lines-add', inputs: { lines: [{ id: 'gid://shopify/ProductVariant/9' }, { merchandiseId: 'v2', quantity: '3', attributes: [{ key: 'Condition', value: 'B' }] }] } })).toEqual({
      ok: true,
      value: { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/9', quantity: 1 }, { merchandiseId: 'v2', quantity: 3, attributes: [{ key: 'Condition', value: 'B' }] }] } },
    });
  });

  it('drops unknown fields and null optionals', () => {
    expect(parseCartAction({ action: 'LinesUpdate', inputs: { lines: [{ id: 'l1', quantity: null, evil: 1 }] }, extra: true })).toEqual({ ok: true, value: { action: 'LinesUpdate', inputs: { lines: [{ id: 'l1' }] } } });
  });

  it.each([
    { name: 'text that is not JSON', form: '{nope', error: 'cartFormInput is not valid JSON' },
    { name: 'a list instead of an object', form: [], error: 'cartFormInput: expected an object' },
    { name: 'no action', form: { inputs: {} }, error: 'action: expected a string' },
    { name: 'an unknown action', form: { action: 'Explode', inputs: {} }, error: 'Unknown cart action: Explode' },
    { name: 'inputs that are not an object', form: { action: 'NoteUpdate', inputs: 'x' }, error: 'inputs: expected an object' },
    { name: 'LinesAdd without lines', form: { action: 'LinesAdd', inputs: { lines: [] } }, error: 'inputs.lines: expected 1 to 50 items' },
    { name: 'LinesAdd with 51 lines', form: { action: 'LinesAdd', inputs: { lines: Array.from({ length: 51 }, () => ({ merchandiseId: 'v' })) } }, error: 'inputs.lines: expected 1 to 50 items' },
    { name: 'LinesAdd without a variant', form: { action: 'LinesAdd', inputs: { lines: [{ quantity: 1 }] } }, error: 'inputs.lines[0].merchandiseId: expected a string' },
    { name: 'LinesAdd with a blank variant', form: { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: ' ' }] } }, error: 'inputs.lines[0].merchandiseId: expected a non-empty string' },
    { name: 'LinesAdd quantity 0', form: { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v', quantity: 0 }] } }, error: 'inputs.lines[0].quantity: expected an integer from 1 to 99' },
    { name: 'LinesAdd quantity 100', form: { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v', quantity: 100 }] } }, error: 'inputs.lines[0].quantity: expected an integer from 1 to 99' },
    { name: 'LinesAdd quantity 1.5', form: { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v', quantity: 1.5 }] } }, error: 'inputs.lines[0].quantity: expected an integer' },
    { name: 'LinesAdd quantity as words', form: { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v', quantity: 'two' }] } }, error: 'inputs.lines[0].quantity: expected an integer' },
    { name: 'LinesUpdate quantity -1', form: { action: 'LinesUpdate', inputs: { lines: [{ id: 'l', quantity: -1 }] } }, error: 'inputs.lines[0].quantity: expected an integer from 0 to 99' },
    { name: 'LinesRemove without ids', form: { action: 'LinesRemove', inputs: { lineIds: [] } }, error: 'inputs.lineIds: expected 1 to 50 items' },
    { name: 'LinesRemove with a number id', form: { action: 'LinesRemove', inputs: { lineIds: [1] } }, error: 'inputs.lineIds[0]: expected a string' },
    { name: 'an attribute without a key', form: { action: 'AttributesUpdateInput', inputs: { attributes: [{ value: 'v' }] } }, error: 'inputs.attributes[0].key: expected a string' },
    { name: 'a buyer identity that is not an object', form: { action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: 'me' } }, error: 'inputs.buyerIdentity: expected an object' },
    { name: 'NoteUpdate without a note', form: { action: 'NoteUpdate', inputs: {} }, error: 'inputs.note: expected a string' },
    { name: 'MetafieldDelete without a key', form: { action: 'MetafieldDelete', inputs: {} }, error: 'inputs.key: expected a string' },
    { name: 'a delivery address with a bad selected flag', form: { action: 'DeliveryAddressesAdd', inputs: { addresses: [{ address: {}, selected: 'yes' }] } }, error: 'inputs.addresses[0].selected: expected a boolean' },
    { name: 'a delivery address field that is not text', form: { action: 'DeliveryAddressesAdd', inputs: { addresses: [{ address: { zip: 5000 } }] } }, error: 'inputs.addresses[0].address.zip: expected a string' },
    { name: 'discount codes that are not a list', form: { action: 'DiscountCodesUpdate', inputs: { discountCodes: 'X' } }, error: 'inputs.discountCodes: expected a list' },
    { name: 'a metafield without a type', form: { action: 'MetafieldsSet', inputs: { metafields: [{ key: 'k', value: 'v' }] } }, error: 'inputs.metafields[0].type: expected a string' },
    { name: 'a delivery option without a handle', form: { action: 'SelectedDeliveryOptionsUpdate', inputs: { selectedDeliveryOptions: [{ deliveryGroupId: 'g' }] } }, error: 'inputs.selectedDeliveryOptions[0].deliveryOptionHandle: expected a string' },
    { name: 'GiftCardCodesAdd with an empty code', form: { action: 'GiftCardCodesAdd', inputs: { giftCardCodes: [''] } }, error: 'inputs.giftCardCodes[0]: expected a non-empty string' },
    { name: 'an address update without id', form: { action: 'DeliveryAddressesUpdate', inputs: { addresses: [{ selected: true }] } }, error: 'inputs.addresses[0].id: expected a string' },
  ])('refuses $name', ({ form, error }) => {
    expect(parseCartAction(form)).toEqual({ ok: false, error });
  });

  it('missing inputs are an empty object', () => {
    expect(parseCartAction({ action: 'Create' })).toEqual({ ok: true, value: { action: 'Create', inputs: { input: {} } } });
  });
});
