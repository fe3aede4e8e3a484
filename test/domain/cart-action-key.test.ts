// Issue 31: a cart action sent twice under one key is one action. The key rule: the script's header
// key always counts; a plain form's key only with a cart (a shared page carries one key for every
// visitor); a malformed key is no key; the same key with another action is another action.
import { describe, expect, it } from 'vitest';
import { cartActionKey, type KeyedCartAction } from '../../src/domain/cart-action-key';

const KEY = 'k3yOfSixteenChrs';
const ADD = 'json {"action":"LinesAdd"}';

describe('the key a cart action is answered once under', () => {
  it.each<[string, KeyedCartAction, string | null]>([
    ['a header key with a cart', { cartId: 'cart-1', headerKey: KEY, action: ADD }, `cart-1\n${KEY}\n${ADD}`],
    ['a header key before the first add', { cartId: null, headerKey: KEY, action: ADD }, `new cart\n${KEY}\n${ADD}`],
    ["a form's key with a cart", { cartId: 'cart-1', formKey: KEY, action: ADD }, `cart-1\n${KEY}\n${ADD}`],
    ["a form's key before the first add (a shared page's key)", { cartId: null, formKey: KEY, action: ADD }, null],
    ['the header key wins over the form key', { cartId: 'cart-1', headerKey: KEY, formKey: 'formKeyOfSixteen', action: ADD }, `cart-1\n${KEY}\n${ADD}`],
    ['no key', { cartId: 'cart-1', action: ADD }, null],
    ['a key of 15 characters', { cartId: 'cart-1', headerKey: 'k3yOfFifteenChr', action: ADD }, null],
    ['a key of 16 characters', { cartId: 'cart-1', headerKey: 'k3yOfSixteenChrs', action: ADD }, `cart-1\nk3yOfSixteenChrs\n${ADD}`],
    ['a key of 128 characters', { cartId: 'cart-1', headerKey: 'a'.repeat(128), action: ADD }, `cart-1\n${'a'.repeat(128)}\n${ADD}`],
    ['a key of 129 characters', { cartId: 'cart-1', headerKey: 'a'.repeat(129), action: ADD }, null],
    ['a key with a space', { cartId: 'cart-1', headerKey: 'k3y of sixteen c', action: ADD }, null],
  ])('%s', (_name, action, key) => {
    expect(cartActionKey(action)).toBe(key);
  });

  it.each<[string, KeyedCartAction, KeyedCartAction, boolean]>([
    ['the same key, cart and action', { cartId: 'c', headerKey: KEY, action: ADD }, { cartId: 'c', headerKey: KEY, action: ADD }, true],
    ['the same key and action on another cart', { cartId: 'c', headerKey: KEY, action: ADD }, { cartId: 'd', headerKey: KEY, action: ADD }, false],
    ['the same key and cart, another quantity', { cartId: 'c', formKey: KEY, action: 'form {"q":1}' }, { cartId: 'c', formKey: KEY, action: 'form {"q":2}' }, false],
  ])('%s: one action %s', (_name, first, second, same) => {
    expect(cartActionKey(first) === cartActionKey(second)).toBe(same);
  });
});
