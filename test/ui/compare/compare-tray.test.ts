import { describe, expect, it } from 'vitest';
import { ROUTE_DATA_PREFIX } from '../../../src/ui/compare/compare-tray';
import { DATA_PREFIX } from '../../../src/ui/data-routes';
import { handleOfProductHref } from '../../../src/ui/compare/compare-item';

describe('the compare tray', () => {
  it('asks for route data where the server answers it', () => {
    expect(ROUTE_DATA_PREFIX).toBe(DATA_PREFIX);
  });
});

describe("a card's product handle, from its link", () => {
  it.each([
    ['/products/fender-strat', 'fender-strat'],
    ['/products/fender-strat?obx=1', 'fender-strat'],
    ['/products/fender-strat#reviews', 'fender-strat'],
    ['/collections/guitars', null],
    ['/products/', null],
    ['/products/a/b', null],
    ['https://example.com/products/x', null],
  ])('%s → %s', (href, handle) => {
    expect(handleOfProductHref(href)).toBe(handle);
  });
});
