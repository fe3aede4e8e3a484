// Issue 29, observation 9: every refusal of a cart form's quantity names the real reason.
import { describe, expect, it } from 'vitest';
import { cartInputMessage, parseCartAction } from '../../src/domain/cart-actions';

const form = (action: string, inputs: unknown) => JSON.stringify({ action, inputs });

describe('what a shopper reads for a quantity the cart form refused', () => {
  it.each([
    ['LinesAdd −3', form('LinesAdd', { lines: [{ merchandiseId: 'v', quantity: -3 }] }), 'Quantity must be at least 1.'],
    ['LinesAdd −1', form('LinesAdd', { lines: [{ merchandiseId: 'v', quantity: -1 }] }), 'Quantity must be at least 1.'],
    ['LinesAdd 0', form('LinesAdd', { lines: [{ merchandiseId: 'v', quantity: 0 }] }), 'Quantity must be at least 1.'],
    ['LinesAdd "-3" as a form sends it', form('LinesAdd', { lines: [{ merchandiseId: 'v', quantity: '-3' }] }), 'Quantity must be at least 1.'],
    ['LinesAdd −10^20', form('LinesAdd', { lines: [{ merchandiseId: 'v', quantity: -1e20 }] }), 'Quantity must be at least 1.'],
    ['LinesAdd 100', form('LinesAdd', { lines: [{ merchandiseId: 'v', quantity: 100 }] }), 'You can buy at most 99 of one product.'],
    ['LinesAdd 10^6', form('LinesAdd', { lines: [{ merchandiseId: 'v', quantity: 1_000_000 }] }), 'You can buy at most 99 of one product.'],
    ['LinesUpdate −3', form('LinesUpdate', { lines: [{ id: 'l', quantity: -3 }] }), 'Quantity must be at least 1.'],
    ['LinesUpdate −1', form('LinesUpdate', { lines: [{ id: 'l', quantity: -1 }] }), 'Quantity must be at least 1.'],
    ['LinesUpdate 100', form('LinesUpdate', { lines: [{ id: 'l', quantity: 100 }] }), 'You can buy at most 99 of one product.'],
    ['Create with a line of −3', form('Create', { input: { lines: [{ merchandiseId: 'v', quantity: -3 }] } }), 'Quantity must be at least 1.'],
    ['a fractional quantity', form('LinesAdd', { lines: [{ merchandiseId: 'v', quantity: 1.5 }] }), 'Sorry, we could not update your cart. Please try again.'],
  ])('%s → %s', (_, input, message) => {
    const parsed = parseCartAction(input);
    expect(parsed.ok).toBe(false);
    expect(cartInputMessage(parsed.ok ? '' : parsed.error)).toBe(message);
  });

  it.each([
    ['LinesAdd 1', form('LinesAdd', { lines: [{ merchandiseId: 'v', quantity: 1 }] })],
    ['LinesAdd 99', form('LinesAdd', { lines: [{ merchandiseId: 'v', quantity: 99 }] })],
    ['LinesUpdate 0 (a removal)', form('LinesUpdate', { lines: [{ id: 'l', quantity: 0 }] })],
    ['LinesUpdate 99', form('LinesUpdate', { lines: [{ id: 'l', quantity: 99 }] })],
  ])('%s is taken', (_, input) => {
    expect(parseCartAction(input).ok).toBe(true);
  });
});
