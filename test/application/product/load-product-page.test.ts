import { describe, expect, it } from 'vitest';
import { LoadProductPage } from '../../../src/application/product/load-product-page';
import { localeByKey } from '../../../src/domain/locale';
import type { Money } from '../../../src/domain/money';
import type { ProductDetail } from '../../../src/domain/catalogue/product';
import { aCategory, aProduct as baseProduct, FakeCatalog } from './product-fakes';

const AU = localeByKey('en-au');
const NOW = new Date('2026-11-21T00:00:00Z');
const tree = [aCategory('guitar-bass', 'Guitar & Bass', [aCategory('electric-guitars', 'Electric Guitars')])];
/** The page sells its variant: a product's price (and sale price) here is its one variant's. */
const aProduct = (overrides: Partial<ProductDetail> = {}) => {
  const product = baseProduct(overrides);
  const price = (overrides.salePrice ?? overrides.price) as Money | undefined;
  if (!price) return product;
  return { ...product, variants: product.variants.map((v) => ({ ...v, price, compareAtPrice: overrides.salePrice ? (overrides.price ?? null) : null })) };
};
const load = (product = aProduct(), openBoxMode = false, selection = new Map<string, string>()) =>
  new LoadProductPage(new FakeCatalog([product], tree)).execute({ handle: product.handle, locale: AU, openBoxMode, selection, now: NOW });

describe('LoadProductPage', () => {
  it('answers null for an unknown handle, so the page is a real 404', async () => {
    expect(await new LoadProductPage(new FakeCatalog([aProduct()], tree)).execute({ handle: 'nope', locale: AU, openBoxMode: false, selection: new Map(), now: NOW })).toBeNull();
  });

  it('walks the category trail from the top level down to the product’s own category', async () => {
    expect((await load())?.categories.map((c) => c.categoryName)).toEqual(['Guitar & Bass', 'Electric Guitars']);
  });

  it.each([
    ['a was price', { tags: ['ribbon:sale'], price: { amount: '120.00', currencyCode: 'AUD' }, salePrice: { amount: '80.00', currencyCode: 'AUD' } }, false, 'Sale'],
    ['a sale tag without a was price', { tags: ['ribbon:sale'] }, false, undefined],
    ['open-box mode over a sale tag', { tags: ['ribbon:sale'] }, true, 'Open Box'],
    ['a staff pick', { staffPick: true, tags: ['ribbon:new'] }, false, 'Staff Pick'],
    ['an active scheduled override over a tag, labelled Special Offer whatever its text', { tags: ['ribbon:new'], ribbon: { ribbonFlagOverride: 'Special Offer', ribbonStart: '2026-11-01T00:00:00Z', ribbonEnd: '2026-12-01T00:00:00Z', specialOffer: 'Bonus Gig Bag' } }, false, 'Special Offer'],
    ['an expired override', { tags: ['ribbon:new'], ribbon: { ribbonFlagOverride: 'sale', ribbonStart: '2026-01-01T00:00:00Z', ribbonEnd: '2026-02-01T00:00:00Z', specialOffer: null } }, false, 'New'],
  ])('shows the ribbon for %s', async (_, overrides, openBox, label) => {
    expect((await load(aProduct(overrides), openBox))?.ribbon?.label).toBe(label);
  });

  it.each([
    ['2 Years', '2 Year Warranty'],
    ['3 Months', null],
  ])('gives the warranty badge for %s', async (duration, label) => {
    const page = await load(aProduct({ metafields: { warranty_duration: duration } }));
    expect(page?.warranty?.label ?? null).toBe(label);
  });

  it.each([
    ['the sale price', { price: { amount: '120.00', currencyCode: 'AUD' }, salePrice: { amount: '80.00', currencyCode: 'AUD' } }, 'Express Post', 20],
    ['the price', { price: { amount: '120.00', currencyCode: 'AUD' } }, 'Free Shipping', 30],
    ['a heavy item', { price: { amount: '900.00', currencyCode: 'AUD' }, metafields: { product_is_heavy: 'true' } }, 'Express post', 225],
    ['a price in pounds, against the pound thresholds (free from £52)', { price: { amount: '60.00', currencyCode: 'GBP' } }, 'Free Shipping', 15],
    ['a price in kroner, against the krone thresholds (Afterpay from 211.50 kr)', { price: { amount: '200.00', currencyCode: 'NOK' } }, 'Express Post', undefined],
  ])('prices shipping and payment options from %s', async (_, overrides, shipping, afterpay) => {
    const page = await load(aProduct(overrides));
    expect(page?.shipping?.label).toBe(shipping);
    expect(page?.payment?.afterpay?.instalment).toBe(afterpay);
  });

  it.each([
    ['below the threshold (new stock Express Post)', { price: { amount: '80.00', currencyCode: 'AUD' } }],
    ['at or over it (new stock Free Shipping)', { price: { amount: '120.00', currencyCode: 'AUD' } }],
  ])('in open-box mode states no new-stock shipping label for a light item %s: each unit ships by its own price', async (_, overrides) => {
    const page = await load(aProduct(overrides), true);
    expect(page?.shipping).toBeNull();
    expect(page?.heavy).toBe(false);
  });

  it('in open-box mode keeps Express post with the calculator for a heavy item, whatever the price', async () => {
    const page = await load(aProduct({ price: { amount: '900.00', currencyCode: 'AUD' }, metafields: { product_is_heavy: 'true' } }), true);
    expect(page?.shipping).toEqual({ kind: 'heavy', label: 'Express post', showCalculator: true });
    expect(page?.heavy).toBe(true);
  });

  it('sells the variant the selection picks, priced and ribboned as that variant', async () => {
    const variant = (id: string, colour: string, amount: string, compareAt: string | null) => ({
      id, sku: `FEN-${id}`, title: colour, price: { amount, currencyCode: 'AUD' }, compareAtPrice: compareAt ? { amount: compareAt, currencyCode: 'AUD' } : null,
      selectedOptions: [{ name: 'Colour', value: colour }], availableForSale: true,
    });
    const product = baseProduct({ variants: [variant('1', 'Black', '80.00', null), variant('2', 'Sunburst', '90.00', '150.00')] });
    const black = await load(product);
    expect([black?.variant?.id, black?.shipping?.label, black?.ribbon]).toEqual(['1', 'Express Post', null]);
    const sunburst = await load(product, false, new Map([['colour', 'sunburst']]));
    expect([sunburst?.variant?.id, sunburst?.shipping?.label, sunburst?.ribbon?.label]).toEqual(['2', 'Express Post', 'Sale']);
    expect((await load(product, false, new Map([['Colour', 'Purple']])))?.variant?.id).toBe('1');
  });

  it('hides the payment widgets of a product that disables payment', async () => {
    expect((await load(aProduct({ disablePayment: true })))?.payment).toBeNull();
  });

  it.each([
    ['a product with payment options', false],
    ['a product that disables them', true],
  ])('in open-box mode leaves the new-stock widgets out and hands on the flags that price each unit’s, for %s', async (_, disabled) => {
    const page = await load(aProduct({ disablePayment: disabled }), true);
    expect(page?.payment).toBeNull();
    expect(page?.paymentFlags).toEqual({ disable_payment: disabled });
  });
});
