// Issue 33, observation 2: brand 'logos' were black boxes with the brand's name in white. Each
// brand now has a wordmark of its own: type, weight, colour and a small emblem.
import { describe, expect, it } from 'vitest';
import { brandLogoSvg, brandMarkStyle } from '../../../../src/adapters/embedded/demo-data/brand-mark-svg';
import { catalogue } from './catalogue-fixture';

const marks = catalogue.brands.map((brand) => ({ brand, svg: brandLogoSvg(brand), style: brandMarkStyle(brand.name) }));

describe('brand marks', () => {
  it('never draws a box behind the name, nor white letters', () => {
    expect(marks.filter(({ svg }) => /<rect[^>]*width="240"[^>]*height="120"/.test(svg)).map(({ brand }) => brand.name)).toEqual([]);
    expect(marks.filter(({ svg }) => /<text[^>]*fill="#fff(fff)?"/i.test(svg)).map(({ brand }) => brand.name)).toEqual([]);
  });

  it('gives every brand a different mark (type, weight, colour, emblem and case together)', () => {
    const keys = marks.map(({ style }) => `${style.family}|${style.weight}|${style.ink}|${style.emblem}|${style.uppercase}`);
    expect(new Set(keys).size).toBe(catalogue.brands.length);
  });

  it('varies each part of the mark across the shop’s brands', () => {
    expect(new Set(marks.map(({ style }) => style.family)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(marks.map(({ style }) => style.weight)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(marks.map(({ style }) => style.ink)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(marks.map(({ style }) => style.emblem)).size).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['Fender'],
    ['Ernie Ball Music Man'],
    ["D'Addario"],
  ])('writes %s into its mark, escaped, in a 240 x 120 picture with its name as the title', (name) => {
    const svg = brandLogoSvg({ name });
    expect(svg).toMatch(/^<svg [^>]*width="240" height="120"/);
    expect(svg).toContain(`<title>${name.replace(/'/g, '&#39;')}</title>`);
    expect(svg).toBe(brandLogoSvg({ name }));
  });
});
