import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinationState,
  defaultVariant,
  optionChoices,
  productOptions,
  readSelection,
  selectVariant,
  variantQuery,
} from '../../src/domain/catalogue/variants';

// A guitar in three colours, right-handed, plus a left-handed Sunburst (the demo's shape).
const v = (id: string, colour: string, orientation: string, availableForSale: boolean) => ({
  id,
  selectedOptions: [
    { name: 'Colour', value: colour },
    { name: 'Orientation', value: orientation },
  ],
  availableForSale,
});
const sunburstRight = v('1', 'Sunburst', 'Right Handed', false);
const blackRight = v('2', 'Black', 'Right Handed', true);
const whiteRight = v('3', 'Olympic White', 'Right Handed', false);
const sunburstLeft = v('4', 'Sunburst', 'Left Handed', true);
const guitar = [sunburstRight, blackRight, whiteRight, sunburstLeft];
const single = [{ id: '9', selectedOptions: [{ name: 'Title', value: 'Default Title' }], availableForSale: true }];

const query = (entries: [string, string][]) => new Map(entries);

describe('productOptions: option names and values from the variants’ selectedOptions', () => {
  it('lists each name once with its values in first-use order', () => {
    expect(productOptions(guitar)).toEqual([
      { name: 'Colour', values: ['Sunburst', 'Black', 'Olympic White'] },
      { name: 'Orientation', values: ['Right Handed', 'Left Handed'] },
    ]);
  });
  it('a single Default Title variant has no options to choose', () => {
    expect(productOptions(single)).toEqual([]);
  });
});

describe('defaultVariant: the first available variant, else the first', () => {
  it.each([
    { name: 'first available', variants: guitar, expected: '2' },
    { name: 'none available: the first', variants: [sunburstRight, whiteRight], expected: '1' },
    { name: 'no variants', variants: [], expected: undefined },
  ])('$name', ({ variants, expected }) => {
    expect(defaultVariant(variants)?.id).toBe(expected);
  });
});

describe('readSelection: known names and values only, read loosely', () => {
  const options = productOptions(guitar);
  it.each([
    { name: 'both options', q: [['Colour', 'Sunburst'], ['Orientation', 'Left Handed']], expected: [['Colour', 'Sunburst'], ['Orientation', 'Left Handed']] },
    { name: 'case, hyphens and spaces do not matter', q: [['colour', 'sunburst'], ['Orientation', 'Left-handed']], expected: [['Colour', 'Sunburst'], ['Orientation', 'Left Handed']] },
    { name: 'an unknown value is ignored', q: [['Colour', 'Purple'], ['Orientation', 'Left Handed']], expected: [['Orientation', 'Left Handed']] },
    { name: 'an unknown name is ignored', q: [['Size', '5A'], ['obx', '1']], expected: [] },
    { name: 'an empty value is ignored', q: [['Colour', '']], expected: [] },
  ] as { name: string; q: [string, string][]; expected: [string, string][] }[])('$name', ({ q, expected }) => {
    expect([...readSelection(options, query(q))]).toEqual(expected);
  });
});

describe('selectVariant: which variant a selection picks', () => {
  it.each([
    { name: 'nothing chosen: the default (first available)', q: [], expected: '2' },
    { name: 'an existing combination: that variant, even sold out', q: [['Colour', 'Olympic White'], ['Orientation', 'Right Handed']], expected: '3' },
    { name: 'the left-handed Sunburst', q: [['Colour', 'Sunburst'], ['Orientation', 'Left Handed']], expected: '4' },
    { name: 'only a colour: that colour, available first', q: [['Colour', 'Sunburst']], expected: '4' },
    { name: 'only an orientation', q: [['Orientation', 'Right Handed']], expected: '2' },
    { name: 'a combination no variant has: the closest, available first', q: [['Colour', 'Black'], ['Orientation', 'Left Handed']], expected: '2' },
  ] as { name: string; q: [string, string][]; expected: string }[])('$name', ({ q, expected }) => {
    expect(selectVariant(guitar, readSelection(productOptions(guitar), query(q)))?.id).toBe(expected);
  });
});

describe('combinationState: which combinations exist and which can be bought', () => {
  const combo = (colour: string, orientation: string) => [{ name: 'Colour', value: colour }, { name: 'Orientation', value: orientation }];
  it.each([
    { colour: 'Black', orientation: 'Right Handed', expected: 'available' },
    { colour: 'Sunburst', orientation: 'Left Handed', expected: 'available' },
    { colour: 'Sunburst', orientation: 'Right Handed', expected: 'sold-out' },
    { colour: 'Black', orientation: 'Left Handed', expected: 'unavailable' },
    { colour: 'Purple', orientation: 'Right Handed', expected: 'unavailable' },
  ])('$colour / $orientation: $expected', ({ colour, orientation, expected }) => {
    expect(combinationState(guitar, combo(colour, orientation))).toBe(expected);
  });
  it('a partial combination is not a variant', () => {
    expect(combinationState(guitar, [{ name: 'Colour', value: 'Black' }])).toBe('unavailable');
  });
});

describe('optionChoices: every value shown, marked against the variant on show', () => {
  const summary = (shown: (typeof guitar)[number]) =>
    optionChoices(guitar, shown).map(({ name, values }) => [name, values.map((c) => [c.value, c.state, c.selected, c.target.id])]);

  it('on the right-handed Black: the left-handed choice is unavailable in Black and leads to the left-handed Sunburst', () => {
    expect(summary(blackRight)).toEqual([
      ['Colour', [['Sunburst', 'sold-out', false, '1'], ['Black', 'available', true, '2'], ['Olympic White', 'sold-out', false, '3']]],
      ['Orientation', [['Right Handed', 'available', true, '2'], ['Left Handed', 'unavailable', false, '4']]],
    ]);
  });

  it('on the left-handed Sunburst: the other colours are unavailable left-handed and lead to their right-handed variant', () => {
    expect(summary(sunburstLeft)).toEqual([
      ['Colour', [['Sunburst', 'available', true, '4'], ['Black', 'unavailable', false, '2'], ['Olympic White', 'unavailable', false, '3']]],
      ['Orientation', [['Right Handed', 'sold-out', false, '1'], ['Left Handed', 'available', true, '4']]],
    ]);
  });
});

describe('variantQuery: the shareable query naming a variant', () => {
  it('names each option by name and value', () => {
    expect(variantQuery(sunburstLeft)).toBe('Colour=Sunburst&Orientation=Left+Handed');
  });
  it('round-trips through readSelection and selectVariant for every variant', () => {
    for (const variant of guitar) {
      const selection = readSelection(productOptions(guitar), new Map(new URLSearchParams(variantQuery(variant))));
      expect(selectVariant(guitar, selection)).toBe(variant);
    }
  });
});

describe('variant choice invariants (fast-check)', () => {
  // Products of 1 to 6 variants over up to three options with a few values each, any availability.
  const names = ['Colour', 'Orientation', 'Size'];
  const values = ['Black', 'Sunburst', 'Left Handed', 'Right Handed', '5A', '7A'];
  const product = fc.integer({ min: 1, max: 3 }).chain((optionCount) =>
    fc.uniqueArray(fc.tuple(...names.slice(0, optionCount).map(() => fc.constantFrom(...values))), { minLength: 1, maxLength: 6, selector: (combo) => combo.join('|') }).chain((combos) =>
      fc.array(fc.boolean(), { minLength: combos.length, maxLength: combos.length }).map((available) =>
        combos.map((combo, i) => ({ id: String(i), selectedOptions: combo.map((value, n) => ({ name: names[n]!, value })), availableForSale: available[i]! })),
      ),
    ),
  );
  const query = fc.array(fc.tuple(fc.constantFrom(...names, 'obx', 'colour', ''), fc.oneof(fc.constantFrom(...values), fc.string({ maxLength: 12 }))), { maxLength: 5 });

  it('any query picks one of the product’s variants, the first available when it names nothing known', () => {
    fc.assert(
      fc.property(product, query, (variants, q) => {
        const selection = readSelection(productOptions(variants), new Map(q));
        const picked = selectVariant(variants, selection);
        expect(variants).toContain(picked);
        if (selection.size === 0) expect(picked).toBe(defaultVariant(variants));
      }),
    );
  });

  it('every variant’s own query picks it back', () => {
    fc.assert(
      fc.property(product, (variants) => {
        for (const variant of variants) expect(selectVariant(variants, readSelection(productOptions(variants), new Map(new URLSearchParams(variantQuery(variant)))))).toBe(variant);
      }),
    );
  });

  it('every picker value leads to a variant that has that value, and its state says whether that exact combination exists and sells', () => {
    fc.assert(
      fc.property(product, (variants) => {
        for (const shown of variants) {
          for (const { name, values: choices } of optionChoices(variants, shown)) {
            expect(choices.filter((c) => c.selected)).toHaveLength(1);
            for (const choice of choices) {
              expect(choice.target.selectedOptions.find((o) => o.name === name)?.value).toBe(choice.value);
              const exact = shown.selectedOptions.map((o) => (o.name === name ? { name, value: choice.value } : o));
              expect(choice.state).toBe(combinationState(variants, exact));
              if (choice.state !== 'unavailable') expect(choice.target.selectedOptions).toEqual(exact);
            }
          }
        }
      }),
    );
  });
});
