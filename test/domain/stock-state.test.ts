// Issue 33, observation 6: 'Out of Stock', 'In Stock', pre-order and '7 Day Dispatch' were all the
// same green. Each shows in the colour of its state, and the state is worked out once, here.
import { describe, expect, it } from 'vitest';
import { stockStateOf } from '../../src/domain/stock-state';
import { variantAvailability } from '../../src/domain/availability';
import { stockCount } from '../../src/domain/stock';

describe('stockStateOf', () => {
  it.each([
    // online quantity, metafield status, state
    [10, 'In Stock', 'in-stock'],
    [5, 'In Stock', 'in-stock'],
    [4, 'In Stock', 'low'],
    [1, null, 'low'],
    [0, 'Accepting Orders', 'backorder'],
    [0, '7 Day Dispatch', 'backorder'],
    [0, 'In Stock', 'sold-out'],
    [0, null, 'sold-out'],
  ] as const)('%s online, status %s: %s', (quantity, status, state) => {
    const availability = variantAvailability({ onlineQuantity: quantity, stockStatus: status });
    expect(stockStateOf(availability, stockCount(quantity))).toBe(state);
  });

  it.each([
    ['In Stock', 'in-stock'],
    ['Accepting Orders', 'backorder'],
    ['7 Day Dispatch', 'backorder'],
    ['Out of Stock', 'sold-out'],
    [null, 'sold-out'],
  ] as const)('a card with status %s and no count: %s', (status, state) => {
    expect(stockStateOf(variantAvailability({ stockStatus: status }))).toBe(state);
  });
});
