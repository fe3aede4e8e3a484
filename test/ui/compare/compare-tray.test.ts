import { describe, expect, it } from 'vitest';
import { ROUTE_DATA_PREFIX } from '../../../src/ui/compare/compare-tray';
import { DATA_PREFIX } from '../../../src/ui/data-routes';

describe('the compare tray', () => {
  it('asks for route data where the server answers it', () => {
    expect(ROUTE_DATA_PREFIX).toBe(DATA_PREFIX);
  });
});
