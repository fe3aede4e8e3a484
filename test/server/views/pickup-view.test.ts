// The headline a page shows for click and collect: the chosen store's line whatever it says, else
// the first store (content order) that holds the items, else the first that can get them in.
import { describe, expect, it } from 'vitest';
import type { PickupOption, StorePickup } from '../../../src/application/collect/store-pickup';
import type { StoreFulfilment } from '../../../src/domain/click-and-collect';
import { toPickupView } from '../../../src/server/views/pickup-view';

const option = (slug: string, fulfilment: StoreFulfilment, headline: string, quantity?: number): PickupOption & { quantity?: number } => ({
  store: { slug, name: slug, link: `/locations/${slug}`, address: '1 Main Street', todayHours: '10am - 6pm', timeZone: 'Australia/Sydney' },
  fulfilment,
  readiness: fulfilment.kind === 'holds-every-line' ? { kind: 'today', date: '2026-11-25', readyAt: 660 } : fulfilment.kind === 'transfer' ? { kind: 'transfer' } : { kind: 'unavailable' },
  headline,
  ...(quantity === undefined ? {} : { quantity }),
});
const HOLDS = { kind: 'holds-every-line' } as const;
const TRANSFER: StoreFulfilment = { kind: 'transfer', missing: ['Strat'] };
const CANNOT: StoreFulfilment = { kind: 'cannot', missing: ['Strat'] };

describe('toPickupView', () => {
  it.each<{ name: string; pickup: StorePickup<PickupOption & { quantity?: number }>; headline: string | null }>([
    { name: 'the chosen store, even when it needs a transfer', pickup: { chosen: 'b', options: [option('b', TRANSFER, 'Ready in 2-4 days at b'), option('a', HOLDS, 'Pick up today at a')] }, headline: 'Ready in 2-4 days at b' },
    { name: 'none chosen: the first that holds it', pickup: { chosen: null, options: [option('a', TRANSFER, 'Ready in 2-4 days at a'), option('b', HOLDS, 'Pick up today at b')] }, headline: 'Pick up today at b' },
    { name: 'none holds it: the first that can get it in', pickup: { chosen: null, options: [option('a', CANNOT, 'Not available to pick up at a'), option('b', TRANSFER, 'Ready in 2-4 days at b')] }, headline: 'Ready in 2-4 days at b' },
    { name: 'none can: no headline', pickup: { chosen: null, options: [option('a', CANNOT, 'Not available to pick up at a')] }, headline: null },
  ])('$name', ({ pickup, headline }) => {
    expect(toPickupView(pickup, { pathPrefix: '' }).headline).toBe(headline);
  });

  it("each store's line: stock for an item, what a cart's store lacks, hours today, and the ready text", () => {
    const view = toPickupView({ chosen: null, options: [option('a', HOLDS, 'Pick up today at a', 3), option('b', TRANSFER, 'Ready in 2-4 days at b', 0), option('c', CANNOT, 'x')] }, { pathPrefix: '' });
    expect(view.stores.map((s) => [s.slug, s.stock, s.canCollect, s.missing, s.todayHours, s.readyText])).toEqual([
      ['a', '3 in stock', true, [], 'Today: 10am - 6pm', 'Ready from 11am today, Wednesday 25 November'],
      ['b', 'Not in stock', false, ['Strat'], 'Today: 10am - 6pm', 'Ready in 2-4 days'],
      ['c', null, false, ['Strat'], 'Today: 10am - 6pm', 'We will email you when it is ready'],
    ]);
  });
});
