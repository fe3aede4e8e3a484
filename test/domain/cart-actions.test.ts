import { describe, expect, it } from 'vitest';
import { CART_ACTIONS, cartActionName, parseCartAction } from '../../src/domain/cart-actions';

describe('Cart form actions: AttributesUpdateInput, BuyerIdentityUpdate, Create, DiscountCodesUpdate, LinesAdd, LinesRemove, LinesUpdate, NoteUpdate, SelectedDeliveryOptionsUpdate, MetafieldsSet, MetafieldDelete', () => {
  it("knows the eleven actions of the spec, the seven Hydrogen adds and the shop's own LinesAdjust", () => {
    expect(CART_ACTIONS.slice(0, 11)).toEqual([
      'AttributesUpdateInput', 'BuyerIdentityUpdate', 'Create', 'DiscountCodesUpdate', 'LinesAdd', 'LinesRemove',
      'LinesUpdate', 'NoteUpdate', 'SelectedDeliveryOptionsUpdate', 'MetafieldsSet', 'MetafieldDelete',
    ]);
    expect(CART_ACTIONS.slice(11)).toEqual([
      'GiftCardCodesUpdate', 'GiftCardCodesAdd', 'GiftCardCodesRemove',
      'DeliveryAddressesAdd', 'DeliveryAddressesUpdate', 'DeliveryAddressesRemove', 'DeliveryAddressesReplace',
      'LinesAdjust',
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
    { name: 'LinesAdjust takes line ids with a change', form: { action: 'LinesAdjust', inputs: { lines: [{ id: 'gid://shopify/CartLine/1', delta: -1 }, { id: 'gid://shopify/CartLine/2', delta: 99 }] } } },
    { name: 'lines-adjust takes a change sent as form digits', form: { action: 'lines-adjust', inputs: { lines: [{ id: 'l', delta: '1' }] } }, expected: { action: 'LinesAdjust', inputs: { lines: [{ id: 'l', delta: 1 }] } } },
  ])('$name', ({ form, expected }) => {
    expect(parseCartAction(form)).toStrictEqual({ ok: true, value: expected ?? form });
    expect(parseCartAction(JSON.stringify(form))).toStrictEqual({ ok: true, value: expected ?? form });
  });

  it('lines-add accepts id for merchandiseId and a missing quantity means 1', () => {
    expect(parseCartAction({ action: 'lines-add', inputs: { lines: [{ id: 'gid://shopify/ProductVariant/9' }, { merchandiseId: 'v2', quantity: '3', attributes: [{ key: 'Condition', value: 'B' }] }] } })).toEqual({
      ok: true,
      value: { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/9', quantity: 1 }, { merchandiseId: 'v2', quantity: 3, attributes: [{ key: 'Condition', value: 'B' }] }] } },
    });
  });

  it('drops unknown fields and null optionals', () => {
    expect(parseCartAction({ action: 'LinesUpdate', inputs: { lines: [{ id: 'l1', quantity: null, evil: 1 }] }, extra: true })).toStrictEqual({ ok: true, value: { action: 'LinesUpdate', inputs: { lines: [{ id: 'l1' }] } } });
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
    { name: 'LinesAdd quantity 0', form: { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v', quantity: 0 }] } }, error: 'inputs.lines[0].quantity: expected a quantity of at least 1' },
    { name: 'LinesAdd quantity 100', form: { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v', quantity: 100 }] } }, error: 'inputs.lines[0].quantity: expected an integer from 1 to 99' },
    { name: 'LinesAdd quantity 1.5', form: { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v', quantity: 1.5 }] } }, error: 'inputs.lines[0].quantity: expected an integer' },
    { name: 'LinesAdd quantity as words', form: { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v', quantity: 'two' }] } }, error: 'inputs.lines[0].quantity: expected an integer' },
    { name: 'LinesUpdate quantity -1', form: { action: 'LinesUpdate', inputs: { lines: [{ id: 'l', quantity: -1 }] } }, error: 'inputs.lines[0].quantity: expected a quantity of at least 0' },
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
    { name: 'LinesAdjust by 0', form: { action: 'LinesAdjust', inputs: { lines: [{ id: 'l', delta: 0 }] } }, error: 'inputs.lines[0].delta: expected a change other than 0' },
    { name: 'LinesAdjust by 100', form: { action: 'LinesAdjust', inputs: { lines: [{ id: 'l', delta: 100 }] } }, error: 'inputs.lines[0].delta: expected an integer from -99 to 99' },
    { name: 'LinesAdjust by -100', form: { action: 'LinesAdjust', inputs: { lines: [{ id: 'l', delta: -100 }] } }, error: 'inputs.lines[0].delta: expected an integer from -99 to 99' },
    { name: 'LinesAdjust by 0.5', form: { action: 'LinesAdjust', inputs: { lines: [{ id: 'l', delta: 0.5 }] } }, error: 'inputs.lines[0].delta: expected an integer' },
    { name: 'LinesAdjust without a line id', form: { action: 'LinesAdjust', inputs: { lines: [{ delta: 1 }] } }, error: 'inputs.lines[0].id: expected a string' },
    { name: 'an address update without id', form: { action: 'DeliveryAddressesUpdate', inputs: { addresses: [{ selected: true }] } }, error: 'inputs.addresses[0].id: expected a string' },
  ])('refuses $name', ({ form, error }) => {
    expect(parseCartAction(form)).toEqual({ ok: false, error });
  });

  it.each([
    { action: 'AttributesUpdateInput', error: 'inputs.attributes: expected a list' },
    { action: 'BuyerIdentityUpdate', error: 'inputs.buyerIdentity: expected an object' },
    { action: 'DiscountCodesUpdate', error: 'inputs.discountCodes: expected a list' },
    { action: 'LinesAdd', error: 'inputs.lines: expected a list' },
    { action: 'LinesRemove', error: 'inputs.lineIds: expected a list' },
    { action: 'LinesUpdate', error: 'inputs.lines: expected a list' },
    { action: 'NoteUpdate', error: 'inputs.note: expected a string' },
    { action: 'SelectedDeliveryOptionsUpdate', error: 'inputs.selectedDeliveryOptions: expected a list' },
    { action: 'MetafieldsSet', error: 'inputs.metafields: expected a list' },
    { action: 'MetafieldDelete', error: 'inputs.key: expected a string' },
    { action: 'GiftCardCodesUpdate', error: 'inputs.giftCardCodes: expected a list' },
    { action: 'GiftCardCodesAdd', error: 'inputs.giftCardCodes: expected a list' },
    { action: 'GiftCardCodesRemove', error: 'inputs.appliedGiftCardIds: expected a list' },
    { action: 'DeliveryAddressesAdd', error: 'inputs.addresses: expected a list' },
    { action: 'DeliveryAddressesUpdate', error: 'inputs.addresses: expected a list' },
    { action: 'DeliveryAddressesRemove', error: 'inputs.addressIds: expected a list' },
    { action: 'DeliveryAddressesReplace', error: 'inputs.addresses: expected a list' },
    { action: 'LinesAdjust', error: 'inputs.lines: expected a list' },
  ])('$action without its input is refused: $error', ({ action, error }) => {
    expect(parseCartAction({ action, inputs: {} })).toEqual({ ok: false, error });
  });

  it.each([
    { action: 'LinesAdd', field: 'lines' },
    { action: 'LinesRemove', field: 'lineIds' },
    { action: 'LinesUpdate', field: 'lines' },
    { action: 'SelectedDeliveryOptionsUpdate', field: 'selectedDeliveryOptions' },
    { action: 'MetafieldsSet', field: 'metafields' },
    { action: 'GiftCardCodesAdd', field: 'giftCardCodes' },
    { action: 'GiftCardCodesRemove', field: 'appliedGiftCardIds' },
    { action: 'DeliveryAddressesAdd', field: 'addresses' },
    { action: 'DeliveryAddressesUpdate', field: 'addresses' },
    { action: 'DeliveryAddressesRemove', field: 'addressIds' },
  ])('$action needs at least one $field', ({ action, field }) => {
    expect(parseCartAction({ action, inputs: { [field]: [] } })).toEqual({ ok: false, error: `inputs.${field}: expected 1 to 50 items` });
  });

  it.each([
    { action: 'DiscountCodesUpdate', field: 'discountCodes', item: 'X' },
    { action: 'GiftCardCodesUpdate', field: 'giftCardCodes', item: 'G' },
    { action: 'DeliveryAddressesReplace', field: 'addresses', item: { address: {} } },
    { action: 'AttributesUpdateInput', field: 'attributes', item: { key: 'k', value: 'v' } },
  ])('$action takes at most 50 $field', ({ action, field, item }) => {
    expect(parseCartAction({ action, inputs: { [field]: Array.from({ length: 50 }, () => item) } }).ok).toBe(true);
    expect(parseCartAction({ action, inputs: { [field]: Array.from({ length: 51 }, () => item) } })).toEqual({ ok: false, error: `inputs.${field}: expected 0 to 50 items` });
  });

  it('LinesAdd takes 50 lines of quantity 99', () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({ merchandiseId: `v${i}`, quantity: 99 }));
    expect(parseCartAction({ action: 'LinesAdd', inputs: { lines } })).toEqual({ ok: true, value: { action: 'LinesAdd', inputs: { lines } } });
  });

  it.each([
    { name: 'a line attribute with a number value', form: { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v', attributes: [{ key: 'k', value: 1 }] }] } }, error: 'inputs.lines[0].attributes[0].value: expected a string' },
    { name: 'an update line with a blank id', form: { action: 'LinesUpdate', inputs: { lines: [{ id: '' }] } }, error: 'inputs.lines[0].id: expected a non-empty string' },
    { name: 'an update line with bad attributes', form: { action: 'LinesUpdate', inputs: { lines: [{ id: 'l', attributes: 'x' }] } }, error: 'inputs.lines[0].attributes: expected a list' },
    { name: 'an update line with a blank variant', form: { action: 'LinesUpdate', inputs: { lines: [{ id: 'l', merchandiseId: ' ' }] } }, error: 'inputs.lines[0].merchandiseId: expected a non-empty string' },
    { name: 'a buyer email that is not text', form: { action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: { email: 1 } } }, error: 'inputs.buyerIdentity.email: expected a string' },
    { name: 'a buyer phone that is not text', form: { action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: { phone: 1 } } }, error: 'inputs.buyerIdentity.phone: expected a string' },
    { name: 'a buyer country that is not text', form: { action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: { countryCode: 1 } } }, error: 'inputs.buyerIdentity.countryCode: expected a string' },
    { name: 'a buyer token that is not text', form: { action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: { customerAccessToken: 1 } } }, error: 'inputs.buyerIdentity.customerAccessToken: expected a string' },
    { name: 'a delivery address that is not an object', form: { action: 'DeliveryAddressesAdd', inputs: { addresses: [{ address: 'x' }] } }, error: 'inputs.addresses[0].address: expected an object' },
    { name: 'a delivery address with a bad one-time flag', form: { action: 'DeliveryAddressesAdd', inputs: { addresses: [{ address: {}, oneTimeUse: 1 }] } }, error: 'inputs.addresses[0].oneTimeUse: expected a boolean' },
    { name: 'an address update with a bad address', form: { action: 'DeliveryAddressesUpdate', inputs: { addresses: [{ id: 'd', address: [] }] } }, error: 'inputs.addresses[0].address: expected an object' },
    { name: 'an address update with a bad selected flag', form: { action: 'DeliveryAddressesUpdate', inputs: { addresses: [{ id: 'd', selected: 'y' }] } }, error: 'inputs.addresses[0].selected: expected a boolean' },
    { name: 'an address update with a bad one-time flag', form: { action: 'DeliveryAddressesUpdate', inputs: { addresses: [{ id: 'd', oneTimeUse: 'y' }] } }, error: 'inputs.addresses[0].oneTimeUse: expected a boolean' },
    { name: 'a metafield with a blank key', form: { action: 'MetafieldsSet', inputs: { metafields: [{ key: '', type: 't', value: 'v' }] } }, error: 'inputs.metafields[0].key: expected a non-empty string' },
    { name: 'a metafield with a number value', form: { action: 'MetafieldsSet', inputs: { metafields: [{ key: 'k', type: 't', value: 1 }] } }, error: 'inputs.metafields[0].value: expected a string' },
    { name: 'a delivery option without a group', form: { action: 'SelectedDeliveryOptionsUpdate', inputs: { selectedDeliveryOptions: [{ deliveryOptionHandle: 'h' }] } }, error: 'inputs.selectedDeliveryOptions[0].deliveryGroupId: expected a string' },
    { name: 'Create with an input that is not an object', form: { action: 'Create', inputs: { input: 'x' } }, error: 'inputs.input: expected an object' },
    { name: 'Create with bad lines', form: { action: 'Create', inputs: { input: { lines: 'x' } } }, error: 'inputs.input.lines: expected a list' },
    { name: 'Create with bad attributes', form: { action: 'Create', inputs: { input: { attributes: 'x' } } }, error: 'inputs.input.attributes: expected a list' },
    { name: 'Create with a bad note', form: { action: 'Create', inputs: { input: { note: 1 } } }, error: 'inputs.input.note: expected a string' },
    { name: 'Create with a bad buyer identity', form: { action: 'Create', inputs: { input: { buyerIdentity: 1 } } }, error: 'inputs.input.buyerIdentity: expected an object' },
    { name: 'Create with bad discount codes', form: { action: 'Create', inputs: { input: { discountCodes: 'X' } } }, error: 'inputs.input.discountCodes: expected a list' },
    { name: 'Create with 51 lines', form: { action: 'Create', inputs: { input: { lines: Array.from({ length: 51 }, () => ({ merchandiseId: 'v' })) } } }, error: 'inputs.input.lines: expected 0 to 50 items' },
  ])('refuses $name', ({ form, error }) => {
    expect(parseCartAction(form)).toEqual({ ok: false, error });
  });

  it('Create keeps every input field it knows', () => {
    const input = { lines: [{ merchandiseId: 'v', quantity: 1 }], note: 'n', discountCodes: ['X'], attributes: [{ key: 'k', value: 'v' }], buyerIdentity: { email: 'e', phone: 'p', countryCode: 'AU', customerAccessToken: 't' } };
    expect(parseCartAction({ action: 'Create', inputs: { input } })).toStrictEqual({ ok: true, value: { action: 'Create', inputs: { input } } });
  });

  it('a delivery address keeps every field it knows', () => {
    const address = { address1: 'a1', address2: 'a2', city: 'c', company: 'co', countryCode: 'AU', firstName: 'f', lastName: 'l', phone: 'p', provinceCode: 'SA', zip: '5000' };
    expect(parseCartAction({ action: 'DeliveryAddressesAdd', inputs: { addresses: [{ address: { ...address, evil: 'x' } }] } })).toStrictEqual({ ok: true, value: { action: 'DeliveryAddressesAdd', inputs: { addresses: [{ address }] } } });
  });

  it('quantities sent as form text are read as numbers', () => {
    expect(parseCartAction({ action: 'LinesUpdate', inputs: { lines: [{ id: 'l', quantity: ' 12 ' }] } })).toStrictEqual({ ok: true, value: { action: 'LinesUpdate', inputs: { lines: [{ id: 'l', quantity: 12 }] } } });
  });

  it.each(['3x', 'x3', '-'])('quantity text "%s" is not an integer', (quantity) => {
    expect(parseCartAction({ action: 'LinesUpdate', inputs: { lines: [{ id: 'l', quantity }] } })).toEqual({ ok: false, error: 'inputs.lines[0].quantity: expected an integer' });
  });

  it('missing inputs are an empty object', () => {
    expect(parseCartAction({ action: 'Create' })).toEqual({ ok: true, value: { action: 'Create', inputs: { input: {} } } });
  });
});
