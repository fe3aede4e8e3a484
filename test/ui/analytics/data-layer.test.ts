import { describe, expect, it } from 'vitest';
import { DATA_LAYER_MISSING, pushToDataLayer, type DataLayerHost } from '../../../src/ui/analytics/data-layer';

/** A host whose data layer appears after `appearsAfter` checks; timers run at once, their delays recorded. */
function host(appearsAfter: number) {
  const layer: unknown[] = [];
  const delays: number[] = [];
  const warnings: string[] = [];
  let checks = 0;
  const h: DataLayerHost = {
    layer: () => (checks++ >= appearsAfter ? layer : undefined),
    schedule: (callback, ms) => {
      delays.push(ms);
      queueMicrotask(callback);
    },
    warn: (message) => void warnings.push(message),
  };
  return { h, layer, delays, warnings };
}

const PAGE_VIEW = { event: 'page_view', site_domain: 'shop.example', page_location: 'https://shop.example/', page_path: '/', page_title: 'Home' };

describe('GA4 page_view to the data layer: retried every 300 ms up to 10 times, then a console warning', () => {
  it.each([
    { name: 'there at once', appearsAfter: 0, retries: 0 },
    { name: 'after 3 retries', appearsAfter: 3, retries: 3 },
    { name: 'on the 10th retry', appearsAfter: 10, retries: 10 },
  ])('a data layer $name gets the push', async ({ appearsAfter, retries }) => {
    const { h, layer, delays, warnings } = host(appearsAfter);
    expect(await pushToDataLayer(PAGE_VIEW, h)).toBe(true);
    expect(layer).toEqual([PAGE_VIEW]);
    expect(delays).toEqual(Array(retries).fill(300));
    expect(warnings).toEqual([]);
  });

  it('a data layer still missing after 10 retries gets nothing and one warning', async () => {
    const { h, layer, delays, warnings } = host(11);
    expect(await pushToDataLayer(PAGE_VIEW, h)).toBe(false);
    expect(layer).toEqual([]);
    expect(delays).toEqual(Array(10).fill(300));
    expect(warnings).toEqual([DATA_LAYER_MISSING]);
  });
});
