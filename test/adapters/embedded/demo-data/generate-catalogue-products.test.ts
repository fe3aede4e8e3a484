import { describe, expect, it } from 'vitest';
import { MARKET_CURRENCIES } from '../../../../src/adapters/embedded/demo-data/catalogue-types';
import { DEMO_REFERENCE_DATE } from '../../../../src/adapters/embedded/demo-data/merchandising';
import { catalogue, products, share, variants } from './catalogue-fixture';

const active = products.filter((product) => product.status === 'active');
const textLength = (html: string) => html.replace(/<[^>]+>/g, '').length;

/** The spec's warranty reading: years x 12, days / 30 rounded up, lifetime unlimited. */
function warrantyMonths(duration: string): number {
  if (duration === 'Lifetime') return Infinity;
  const [, count, unit] = /^(\d+) (Days?|Months?|Years?)$/.exec(duration) ?? [];
  if (!count || !unit) return NaN;
  return unit.startsWith('Day') ? Math.ceil(Number(count) / 30) : unit.startsWith('Month') ? Number(count) : Number(count) * 12;
}

describe('demo products: identity', () => {
  it('has at least the default 2,500 products from at least 60 brands', () => {
    expect(products.length).toBeGreaterThanOrEqual(2500);
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((product) => product.vendor)).size).toBeGreaterThanOrEqual(60);
  });

  it.each([
    ['product ids', products.map((p) => p.id)],
    ['product handles', products.map((p) => p.handle)],
    ['variant ids', variants.map((v) => v.id)],
    ['skus', variants.map((v) => v.sku)],
    ['brand handles', catalogue.brands.map((b) => b.handle)],
  ])('has unique %s', (_label, values) => {
    expect(new Set(values).size).toBe(values.length);
  });

  it.each([
    ['id is numeric', (p: (typeof products)[number]) => /^\d+$/.test(p.id)],
    ['handle is a slug', (p: (typeof products)[number]) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.handle)],
    ['title starts with the vendor', (p: (typeof products)[number]) => p.title.startsWith(`${p.vendor} `)],
    ['vendor is a known brand', (p: (typeof products)[number]) => catalogue.brands.some((b) => b.name === p.vendor)],
    ['has 1 to 4 variants', (p: (typeof products)[number]) => p.variants.length >= 1 && p.variants.length <= 4],
    ['has 2 to 6 images of 800x800 at its own path', (p: (typeof products)[number]) =>
      p.images.length >= 2 && p.images.length <= 6 &&
      p.images.every((image, n) => image.url === `/images/products/${p.id}-${n + 1}.svg` && image.width === 800 && image.height === 800 && image.altText !== '')],
    ['has a supplier facet', (p: (typeof products)[number]) => p.attributes.supplier.length > 0],
    ['has specifications and features', (p: (typeof products)[number]) => p.specifications.length >= 3 && p.features.length >= 3],
    ['links to the manufacturer', (p: (typeof products)[number]) => /^https:\/\//.test(p.manufacturerLink)],
    ['has a positive weight', (p: (typeof products)[number]) => p.weightKg > 0],
  ])('every product: %s', (_rule, holds) => {
    expect(products.filter((product) => !holds(product)).map((p) => p.id)).toEqual([]);
  });

  it('gives skus an uppercase brand prefix and digits', () => {
    expect(variants.filter((v) => !/^[A-Z0-9]{3}-\d{10}(-OB)?$/.test(v.sku))).toEqual([]);
  });

  it('sells every second-level category through at least one brand', () => {
    const subHandles = catalogue.categories.flatMap((top) => top.children.map((sub) => sub.handle));
    const covered = new Set(catalogue.brands.flatMap((brand) => brand.categories));
    expect(subHandles.filter((handle) => !covered.has(handle))).toEqual([]);
    expect([...covered].filter((handle) => !subHandles.includes(handle))).toEqual([]);
  });

  it.each([
    ['colour', (p: (typeof products)[number]) => p.attributes.colour],
    ['body_shape', (p: (typeof products)[number]) => p.attributes.body_shape],
    ['orientation', (p: (typeof products)[number]) => p.attributes.orientation],
  ])('fills the %s facet on the products it fits', (_facet, value) => {
    expect(share(products, (p) => value(p) !== undefined)).toBeGreaterThan(0.05);
    expect(share(products, (p) => value(p) !== undefined)).toBeLessThan(1);
  });

  it('offers left-handed guitars', () => {
    expect(variants.some((v) => v.selectedOptions.some((o) => o.name === 'Orientation' && o.value === 'Left Handed'))).toBe(true);
  });
});

describe('demo products: prices', () => {
  const aud = variants.map((variant) => variant.prices.AUD.price);

  it('spans exactly $5.00 to $42,999.00 in AUD', () => {
    expect(Math.min(...aud)).toBe(500);
    expect(Math.max(...aud)).toBe(4_299_900);
  });

  it('prices every variant in every market, in positive whole minor units', () => {
    for (const variant of variants) {
      expect(Object.keys(variant.prices).sort()).toEqual([...MARKET_CURRENCIES].sort());
      for (const currency of MARKET_CURRENCIES) {
        const { price, compareAtPrice } = variant.prices[currency];
        expect(Number.isInteger(price) && price > 0).toBe(true);
        if (compareAtPrice !== null) expect(Number.isInteger(compareAtPrice)).toBe(true);
      }
    }
  });

  it('puts compare-at prices on about a fifth of variants, always above the price in every market', () => {
    const discounted = variants.filter((v) => v.prices.AUD.compareAtPrice !== null);
    expect(discounted.length / variants.length).toBeGreaterThan(0.12);
    expect(discounted.length / variants.length).toBeLessThan(0.3);
    for (const variant of discounted) {
      for (const currency of MARKET_CURRENCIES) {
        const { price, compareAtPrice } = variant.prices[currency];
        expect(compareAtPrice).toBeGreaterThan(price);
      }
    }
  });

  it('keeps markets discounted together', () => {
    for (const variant of variants) {
      const discountedIn = MARKET_CURRENCIES.filter((currency) => variant.prices[currency].compareAtPrice !== null);
      expect([0, MARKET_CURRENCIES.length]).toContain(discountedIn.length);
    }
  });

  it.each([
    ['AUD', /^(00|95|99)$/],
    ['USD', /^(00|99)$/],
    ['GBP', /^(00|99)$/],
    ['NOK', /^(00)$/],
  ] as const)('rounds %s prices like a retailer', (currency, cents) => {
    const endings = new Set(variants.map((v) => String(v.prices[currency].price % 100).padStart(2, '0')));
    expect([...endings].filter((ending) => !cents.test(ending))).toEqual([]);
  });

  it('converts new stock with the AUD order kept: a dearer AUD price is never cheaper elsewhere', () => {
    // Open-box listings are cut to whole units (the open-box price rule), so they may sit a few cents under new stock of the same AUD price.
    const newStock = products.filter((p) => p.openBoxParent === null).flatMap((p) => p.variants);
    const sorted = [...newStock].sort((a, b) => a.prices.AUD.price - b.prices.AUD.price);
    for (const currency of MARKET_CURRENCIES) {
      for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]!.prices[currency].price).toBeGreaterThanOrEqual(sorted[i - 1]!.prices[currency].price);
    }
  });
});

describe('demo products: merchandising', () => {
  it.each([
    ['ribbon:sale tags', (p: (typeof products)[number]) => p.tags.includes('ribbon:sale'), 0.1, 0.35],
    ['ribbon:new tags', (p: (typeof products)[number]) => p.tags.includes('ribbon:new'), 0.05, 0.2],
    ['staff picks', (p: (typeof products)[number]) => p.staffPick, 0.01, 0.06],
    ['scheduled ribbons', (p: (typeof products)[number]) => p.ribbon !== null, 0.04, 0.15],
    ['heavy items', (p: (typeof products)[number]) => p.metafields.is_heavy === 'true', 0.05, 0.4],
    ['sort boosts', (p: (typeof products)[number]) => p.globalSortOverride > 0, 0.005, 0.08],
    ['hidden from search', (p: (typeof products)[number]) => !p.showInSearch, 0.001, 0.03],
    ['hidden from categories', (p: (typeof products)[number]) => !p.showInCategories, 0.001, 0.03],
    ['payment disabled', (p: (typeof products)[number]) => p.disablePayment, 0.001, 0.03],
    ['draft products', (p: (typeof products)[number]) => p.status === 'draft', 0.005, 0.05],
    ['archived products', (p: (typeof products)[number]) => p.status === 'archived', 0.002, 0.04],
    ['descriptions over 1,000 characters of text', (p: (typeof products)[number]) => textLength(p.descriptionHtml) > 1000, 0.1, 0.5],
    ['more than 5 videos', (p: (typeof products)[number]) => p.videoURLs.length > 5, 0.01, 0.1],
    ['no videos', (p: (typeof products)[number]) => p.videoURLs.length === 0, 0.3, 0.8],
  ])('has a believable share of %s', (_label, predicate, min, max) => {
    const ratio = share(products, predicate);
    expect(ratio).toBeGreaterThanOrEqual(min);
    expect(ratio).toBeLessThanOrEqual(max);
  });

  it('marks heavy the kits, PA and amplifiers', () => {
    const heavyTops = new Set(products.filter((p) => p.metafields.is_heavy === 'true').map((p) => p.catcodes.lvl1));
    for (const sub of ['Drums & Percussion > Acoustic Drums', 'Live Sound & PA > PA Speakers', 'Guitar & Bass > Guitar Amplifiers']) expect(heavyTops).toContain(sub);
  });

  it('keeps videos to six and descriptions as paragraphs of escaped HTML', () => {
    expect(Math.max(...products.map((p) => p.videoURLs.length))).toBe(6);
    for (const p of products) {
      expect(p.descriptionHtml.startsWith('<p>')).toBe(true);
      expect(p.descriptionHtml).not.toMatch(/<(?!\/?(p|h3|ul|li)>)/);
    }
  });

  it('schedules ribbons in the past, around now and in the future, each ending after it starts', () => {
    const reference = Date.parse(DEMO_REFERENCE_DATE);
    const ribbons = products.flatMap((p) => (p.ribbon ? [p.ribbon] : []));
    const timing = new Set(ribbons.map((r) => (Date.parse(r.ribbonEnd) < reference ? 'past' : Date.parse(r.ribbonStart) > reference ? 'future' : 'current')));
    expect([...timing].sort()).toEqual(['current', 'future', 'past']);
    for (const ribbon of ribbons) {
      expect(new Date(ribbon.ribbonStart).toISOString()).toBe(ribbon.ribbonStart);
      expect(Date.parse(ribbon.ribbonEnd)).toBeGreaterThan(Date.parse(ribbon.ribbonStart));
      expect(ribbon.ribbonFlagOverride).toMatch(/^(Special Offer|Sale|New)$/);
      expect(ribbon.specialOffer.length).toBeGreaterThan(0);
    }
    expect(ribbons.some((r) => r.ribbonFlagOverride === 'Special Offer')).toBe(true);
  });

  it('writes warranties as N Days, N Months, N Year(s) or Lifetime, on both sides of 6 months', () => {
    const durations = new Set(products.map((p) => p.metafields.warranty_duration));
    expect([...durations].filter((d) => Number.isNaN(warrantyMonths(d)))).toEqual([]);
    for (const expected of ['3 Months', '90 Days', '6 Months', '181 Days', '1 Year', '5 Years', 'Lifetime']) expect(durations).toContain(expected);
    expect([...durations].some((d) => warrantyMonths(d) < 6)).toBe(true);
    expect([...durations].some((d) => warrantyMonths(d) >= 6)).toBe(true);
  });

  it('uses all three stock statuses', () => {
    expect(new Set(products.map((p) => p.metafields.stock_status))).toEqual(new Set(['In Stock', 'Accepting Orders', '7 Day Dispatch']));
  });

  it('relates each product to a few other active products of its own leaf category', () => {
    const byId = new Map(products.map((p) => [p.id, p]));
    expect(share(active, (p) => p.relatedProductIds.length >= 2)).toBeGreaterThan(0.95);
    for (const product of products) {
      expect(product.relatedProductIds).not.toContain(product.id);
      expect(new Set(product.relatedProductIds).size).toBe(product.relatedProductIds.length);
      for (const id of product.relatedProductIds) {
        expect(byId.get(id)?.categoryCode).toBe(product.categoryCode);
        expect(byId.get(id)?.status).toBe('active');
      }
    }
  });
});
