import { describe, expect, it } from 'vitest';
import { availabilityOfStatusText, variantAvailability } from '../../src/domain/availability';

const IN = { label: 'In Stock', buyable: true, schema: 'InStock' };
const OUT = { label: 'Out of Stock', buyable: false, schema: 'OutOfStock' };
const AO = { label: 'Accepting Orders', buyable: true, schema: 'BackOrder' };
const SEVEN = { label: '7 Day Dispatch', buyable: true, schema: 'BackOrder' };

describe('availability: online stock 1 or more is In Stock; otherwise the metafield decides, and only backorder statuses can be bought', () => {
  it.each([
    { name: 'stock 1 (the boundary) is In Stock', facts: { onlineQuantity: 1, stockStatus: 'Accepting Orders' }, expected: IN },
    { name: 'stock 40 is In Stock whatever the metafield', facts: { onlineQuantity: 40, stockStatus: null }, expected: IN },
    { name: "stock 0 with 'Accepting Orders' is a backorder", facts: { onlineQuantity: 0, stockStatus: 'Accepting Orders' }, expected: AO },
    { name: "stock 0 with '7 Day Dispatch' is a backorder", facts: { onlineQuantity: 0, stockStatus: '7 Day Dispatch' }, expected: SEVEN },
    { name: 'metafield spelling is forgiven', facts: { onlineQuantity: 0, stockStatus: ' accepting orders ' }, expected: AO },
    { name: "stock 0 with a stale 'In Stock' is Out of Stock", facts: { onlineQuantity: 0, stockStatus: 'In Stock' }, expected: OUT },
    { name: 'stock 0 without a status is Out of Stock', facts: { onlineQuantity: 0, stockStatus: null }, expected: OUT },
    { name: 'negative stock counts as none', facts: { onlineQuantity: -2, stockStatus: 'In Stock' }, expected: OUT },
    { name: 'a platform that does not sell it wins over stock', facts: { onlineQuantity: 5, stockStatus: 'In Stock', availableForSale: false }, expected: OUT },
    { name: 'a platform that does not sell it wins over a backorder status', facts: { onlineQuantity: 0, stockStatus: '7 Day Dispatch', availableForSale: false }, expected: OUT },
    { name: "platform's yes with stock 0 and no orderable status is still Out of Stock", facts: { onlineQuantity: 0, stockStatus: null, availableForSale: true }, expected: OUT },
    { name: "stock unknown, platform's yes, no status: In Stock", facts: { onlineQuantity: null, stockStatus: null, availableForSale: true }, expected: IN },
    { name: "stock unknown, platform's yes, 'Accepting Orders': a backorder", facts: { onlineQuantity: null, stockStatus: 'Accepting Orders', availableForSale: true }, expected: AO },
    { name: 'nothing known: Out of Stock', facts: {}, expected: OUT },
  ])('$name', ({ facts, expected }) => {
    expect(variantAvailability(facts)).toEqual(expected);
  });
});

describe('a status text (card, search document) by the same rule', () => {
  it.each([
    ['In Stock', IN],
    ['Accepting Orders', AO],
    ['7 Day Dispatch', SEVEN],
    ['Out of Stock', OUT],
    [null, OUT],
    ['Coming soon', OUT],
  ] as const)('%s', (text, expected) => {
    expect(availabilityOfStatusText(text)).toEqual(expected);
  });
});
