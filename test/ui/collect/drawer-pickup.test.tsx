// The cart drawer's pick-up line (issue 20): the chosen store's line from GET /api/cart, the lines
// that store lacks, and a link to the cart page's chooser (no form in the drawer). The line is the
// answer for the cart it was worked out for: once the lines change it is stale (the drawer asks
// again) and not shown.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CartView } from '../../../src/ui/cart/view-models';
import { DrawerPickup } from '../../../src/ui/collect/drawer-pickup';
import { pickupFits, pickupLoadFrom, pickupLinesKey } from '../../../src/ui/collect/pickup-lines';
import type { PickupStoreView, PickupView } from '../../../src/ui/collect/view-models';

const store = (slug: string, name: string, headline: string, missing: string[]): PickupStoreView => ({
  slug, name, href: null, address: '1 Street', todayHours: 'Today: 9:30am - 5:30pm', headline, stock: null, canCollect: missing.length === 0, missing, readyText: 'Ready from 11am',
});
const forestville = store('forestville', 'Forestville', 'Pick up today at Forestville', []);
const city = store('adelaide-city', 'Adelaide City', 'Ready in 2-4 days at Adelaide City', ['Stratocaster', 'Capo']);
const pickup = (chosen: string | null, headline: string | null): PickupView => ({ chosen, headline, stores: [forestville, city] });

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '|');

describe('DrawerPickup', () => {
  it("a store holding every line: its line and 'Change store', a link to the cart page", () => {
    const html = renderToString(<DrawerPickup pickup={pickup('forestville', 'Pick up today at Forestville')} cartHref="/en-au/cart" />);
    expect(html).toMatch(/data-testid="drawer-pickup-headline">Pick up today at Forestville</);
    expect(html).toMatch(/<a href="\/en-au\/cart"[^>]*>Change store<\/a>/);
    expect(html).not.toContain('Not in stock here');
    expect(html).not.toContain('<form');
  });

  it('a store missing lines says which', () => {
    const html = text(renderToString(<DrawerPickup pickup={pickup('adelaide-city', 'Ready in 2-4 days at Adelaide City')} cartHref="/cart" />));
    expect(html).toContain('|Ready in 2-4 days at Adelaide City|');
    expect(html).toContain('|Not in stock here: Stratocaster, Capo|');
  });

  it("no store chosen: the first store's line and 'Choose a store'; none can: says so", () => {
    expect(renderToString(<DrawerPickup pickup={pickup(null, 'Pick up today at Forestville')} cartHref="/cart" />)).toMatch(/>Choose a store<\/a>/);
    expect(text(renderToString(<DrawerPickup pickup={pickup(null, null)} cartHref="/cart" />))).toContain('|Not available to pick up in our stores|');
  });
});

const cartOf = (lines: [string, number][]) => ({ lines: lines.map(([merchandiseId, quantity]) => ({ merchandiseId, quantity })) }) as unknown as CartView;

describe('pickupFits: the line belongs to the cart it was worked out for', () => {
  const loaded = { view: pickup('forestville', 'Pick up today at Forestville'), lines: pickupLinesKey(cartOf([['a', 1], ['b', 2]])) };
  it.each<[string, CartView | null, boolean]>([
    ['the same lines', cartOf([['a', 1], ['b', 2]]), true],
    ["a line's quantity changed (+)", cartOf([['a', 2], ['b', 2]]), false],
    ['a line removed (−)', cartOf([['a', 1]]), false],
    ['a line added', cartOf([['a', 1], ['b', 2], ['c', 1]]), false],
  ])('%s', (_, shown, fits) => {
    expect(pickupFits(loaded, shown)).toBe(fits);
  });
});

describe('pickupLoadFrom: the pick-up view in the answer of GET /api/cart', () => {
  it.each<[string, unknown, PickupView | null]>([
    ['a pick-up view', { cart: {}, pickup: pickup('forestville', 'Pick up today at Forestville') }, pickup('forestville', 'Pick up today at Forestville')],
    ['none', { cart: null, pickup: null }, null],
    ['an older server without the field', { cart: {} }, null],
    ['stores that are not a list', { cart: {}, pickup: { headline: 'x', chosen: null, stores: 'x' } }, null],
    ['a headline that is not text', { cart: {}, pickup: { headline: 3, chosen: null, stores: [] } }, null],
    ['not JSON', null, null],
  ])('reads %s', (_, body, expected) => {
    expect(pickupLoadFrom(body)).toEqual(expected);
  });
});
