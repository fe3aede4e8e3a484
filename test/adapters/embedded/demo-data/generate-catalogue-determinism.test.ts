import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_COUNT, DEMO_SEED, generateCatalogue } from '../../../../src/adapters/embedded/demo-data/generate-catalogue';
import { createPrng, mulberry32 } from '../../../../src/adapters/embedded/demo-data/prng';
import { loadConfig } from '../../../../src/server/config';

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('generateCatalogue determinism', () => {
  it('gives deep-equal output and the same hash for the same seed', () => {
    const first = generateCatalogue({ seed: 7, productCount: 400 });
    const second = generateCatalogue({ seed: 7, productCount: 400 });
    expect(second).toEqual(first);
    expect(hash(second)).toBe(hash(first));
  });

  it("defaults to DEMO_SEED and DEFAULT_PRODUCT_COUNT, the shop's own defaults", () => {
    expect(hash(generateCatalogue())).toBe(hash(generateCatalogue({ seed: DEMO_SEED, productCount: DEFAULT_PRODUCT_COUNT })));
    expect(DEFAULT_PRODUCT_COUNT).toBe(2500);
    expect(DEMO_SEED).toBe(20261121);
    expect(loadConfig({}).demo).toMatchObject({ seed: DEMO_SEED, productCount: DEFAULT_PRODUCT_COUNT });
  });

  // Pin generated output: a change here means every embedded shop shows different products.
  // Update a hash only for an intended change to the demo data.
  it('keeps the catalogue of seed 2026 stable across machines and runs', () => {
    expect(hash(generateCatalogue({ seed: 2026, productCount: 2500 }))).toBe('6d4e8cda1c212714b343d7b8d67e491b169aecf5632593ecf4675bda2d90f885');
  });

  it("keeps the shop's default catalogue (DEMO_SEED, 2500 products) stable across machines and runs", () => {
    expect(hash(generateCatalogue())).toBe('e521fadcce1d910e058d9445a7f2835ba55e5f554a4a735ab40ff87933b890c1');
  });

  it.each([
    ['seed', { seed: 8, productCount: 400 }],
    ['product count', { seed: 7, productCount: 401 }],
  ])('changes when the %s changes', (_label, options) => {
    expect(hash(generateCatalogue(options))).not.toBe(hash(generateCatalogue({ seed: 7, productCount: 400 })));
  });

  it('keeps product N the same whatever the catalogue size', () => {
    const small = generateCatalogue({ seed: 7, productCount: 200 });
    const large = generateCatalogue({ seed: 7, productCount: 600 });
    const withoutRelated = ({ relatedProductIds: _related, ...rest }: (typeof small.products)[number]) => rest;
    expect(large.products.slice(0, 200).map(withoutRelated)).toEqual(small.products.slice(0, 200).map(withoutRelated));
  });

  it.each([
    { seed: 1.5, productCount: 10 },
    { seed: 1, productCount: 1 },
    { seed: 1, productCount: 2.5 },
  ])('rejects invalid options %o', (options) => {
    expect(() => generateCatalogue(options)).toThrow(RangeError);
  });
});

describe('seeded PRNG', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    expect(draw(1).every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it.each([[0, 0], [1, 3], [-2, 2]])('int(%i, %i) stays within bounds and reaches both ends', (min, max) => {
    const prng = createPrng(99);
    const seen = new Set(Array.from({ length: 500 }, () => prng.int(min, max)));
    expect(Math.min(...seen)).toBe(min);
    expect(Math.max(...seen)).toBe(max);
  });
});
