import { describe, expect, it } from 'vitest';
import { alignSpecifications, differencesOnly, isDifference, specificationRows } from '../../../src/domain/compare/specification-table';

describe('A product\'s Specifications table read into rows', () => {
  it.each([
    { html: undefined, expected: [] },
    { html: '', expected: [] },
    { html: '<p>No table here</p>', expected: [] },
    { html: '<table><tr><th>Body</th><td>Alder</td></tr><tr><th>Frets</th><td>22</td></tr></table>', expected: [{ name: 'Body', value: 'Alder' }, { name: 'Frets', value: '22' }] },
    { html: '<table><tbody><tr><th scope="row">Neck &amp; body</th><td><strong>Maple</strong>,<br>bolt-on</td></tr></tbody></table>', expected: [{ name: 'Neck & body', value: 'Maple, bolt-on' }] },
    { html: '<table><tr><td>Weight</td><td>3.4&#160;kg</td></tr></table>', expected: [{ name: 'Weight', value: '3.4 kg' }] },
    { html: '<table><tr><th>Empty</th><td> </td></tr><tr><th></th><td>x</td></tr><tr><th>Only</th></tr></table>', expected: [] },
    { html: '<TABLE><TR><TH>Scale</TH><TD>25.5&quot;</TD></TR></TABLE>', expected: [{ name: 'Scale', value: '25.5"' }] },
  ])('$html', ({ html, expected }) => {
    expect(specificationRows(html)).toEqual(expected);
  });
});

const row = (name: string, value: string) => ({ name, value });

describe('Specification rows aligned by row name across products', () => {
  it.each([
    { name: 'no products', products: [], expected: [] },
    { name: 'one product keeps its rows', products: [[row('Body', 'Alder')]], expected: [{ name: 'Body', values: ['Alder'] }] },
    {
      name: 'rows only some products have are null for the others, first-seen order',
      products: [
        [row('Body', 'Alder'), row('Frets', '22')],
        [row('Frets', '24'), row('Pickups', 'HH')],
      ],
      expected: [
        { name: 'Body', values: ['Alder', null] },
        { name: 'Frets', values: ['22', '24'] },
        { name: 'Pickups', values: [null, 'HH'] },
      ],
    },
    {
      name: 'names match whatever their case and spacing; the first spelling names the row',
      products: [[row('Body wood', 'Alder')], [row(' body  WOOD ', 'Ash')]],
      expected: [{ name: 'Body wood', values: ['Alder', 'Ash'] }],
    },
    {
      name: 'a product naming a row twice keeps the first',
      products: [[row('Colour', 'Red'), row('colour', 'Blue')], []],
      expected: [{ name: 'Colour', values: ['Red', null] }],
    },
    {
      name: 'a product without specifications has null in every row',
      products: [[], [row('Keys', '88')], []],
      expected: [{ name: 'Keys', values: [null, '88', null] }],
    },
  ])('$name', ({ products, expected }) => {
    expect(alignSpecifications(products)).toEqual(expected);
  });
});

describe("'Show differences only': a row differs when its products do not all say the same", () => {
  it.each([
    { values: ['22', '22'], differs: false },
    { values: ['22', '24'], differs: true },
    { values: ['Alder', ' alder '], differs: false },
    { values: ['Alder', null], differs: true },
    { values: [null, null], differs: false },
    { values: ['HH', 'HH', 'HH', 'HH'], differs: false },
    { values: ['HH', 'HH', 'HH', 'SSS'], differs: true },
    { values: ['Alone'], differs: false },
    { values: [], differs: false },
  ])('$values → $differs', ({ values, differs }) => {
    expect(isDifference({ name: 'Row', values })).toBe(differs);
  });

  it('keeps the differing rows in their order', () => {
    const rows = [
      { name: 'A', values: ['1', '2'] },
      { name: 'B', values: ['1', '1'] },
      { name: 'C', values: [null, '1'] },
    ];
    expect(differencesOnly(rows).map((r) => r.name)).toEqual(['A', 'C']);
  });
});
