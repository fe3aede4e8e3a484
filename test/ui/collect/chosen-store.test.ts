// The product page's pick-up view for the shopper's chosen store, from the page's view for no choice
// (what the shared shell carries) and the chosen slug (the personal hole's data).
import { describe, expect, it } from 'vitest';
import { withChosenStore } from '../../../src/ui/collect/chosen-store';
import type { PickupStoreView, PickupView } from '../../../src/ui/collect/view-models';

const store = (slug: string, name: string, headline: string): PickupStoreView => ({
  slug,
  name,
  href: `/locations/${slug}`,
  address: '1 Street',
  todayHours: 'Today: 9am - 5pm',
  headline,
  stock: '2 in stock',
  canCollect: true,
  missing: [],
  readyText: 'Ready from 10am today',
});

const forestville = store('forestville', 'Forestville', 'Pick up today at Forestville');
const city = store('adelaide-city', 'Adelaide City', 'Ready in 2-4 days at Adelaide City');
const unley = store('unley', 'Unley', 'Pick up tomorrow at Unley');
const anonymous: PickupView = { headline: forestville.headline, chosen: null, stores: [forestville, city, unley] };
const none: PickupView = { headline: null, chosen: null, stores: [forestville, city] };

describe('withChosenStore', () => {
  it.each([
    ['no choice: the view as it is', anonymous, null, anonymous.headline, null, ['forestville', 'adelaide-city', 'unley']],
    ['the first store chosen: its line, order kept', anonymous, 'forestville', 'Pick up today at Forestville', 'forestville', ['forestville', 'adelaide-city', 'unley']],
    ['a later store chosen: its line (a transfer), first in the list', anonymous, 'adelaide-city', 'Ready in 2-4 days at Adelaide City', 'adelaide-city', ['adelaide-city', 'forestville', 'unley']],
    ['the last store chosen', anonymous, 'unley', 'Pick up tomorrow at Unley', 'unley', ['unley', 'forestville', 'adelaide-city']],
    ['a slug naming no store in the view: no choice', anonymous, 'nowhere', anonymous.headline, null, ['forestville', 'adelaide-city', 'unley']],
    ['no store can: the chosen one still says its line', none, 'adelaide-city', 'Ready in 2-4 days at Adelaide City', 'adelaide-city', ['adelaide-city', 'forestville']],
  ])('%s', (_case, view, chosen, headline, chosenOut, order) => {
    const out = withChosenStore(view, chosen);
    expect(out.headline).toBe(headline);
    expect(out.chosen).toBe(chosenOut);
    expect(out.stores.map((s) => s.slug)).toEqual(order);
    expect(out.stores).toHaveLength(view.stores.length);
  });

  it('leaves the view it is given as it was', () => {
    const copy = structuredClone(anonymous);
    withChosenStore(anonymous, 'unley');
    expect(anonymous).toEqual(copy);
  });
});
