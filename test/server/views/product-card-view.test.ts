import { describe, expect, it } from 'vitest';
import { cardFromSearchHit, type SearchHit } from '../../../src/adapters/typesense/search-hit';
import { localeByKey, type LocaleKey } from '../../../src/domain/locale';
import { PAYMENT_OPTIONS_AVAILABLE } from '../../../src/domain/payment-options';
import { toCardRentalLines, toProductCardView } from '../../../src/server/views/product-card-view';
import { cardAnalytics } from '../../../src/ui/components/card-analytics';

/** A search hit of an ordinary in-stock product; each case changes what it is about. */
const hit = (overrides: Partial<SearchHit> = {}): SearchHit => ({
  title: 'Fender Player Stratocaster',
  brand: 'Fender',
  stock: 'In Stock',
  price: 1299,
  wasprice: null,
  saveprice: 0,
  on_sale: false,
  new_product: false,
  is_openbox: false,
  ribbonOverride: null,
  url: 'fender-player-stratocaster',
  image: ['/img/strat-1.jpg', '/img/strat-2.jpg'],
  variantId: 4242,
  attributes: null,
  sid: 'FEN-0144502',
  disable_payment: false,
  ...overrides,
});

const NOW = new Date('2026-11-21T00:00:00Z');
const view = (overrides: Partial<SearchHit>, key: LocaleKey = 'en-au') => {
  const locale = localeByKey(key);
  return toProductCardView(cardFromSearchHit(hit(overrides), locale.currency), locale, NOW);
};

describe('toProductCardView', () => {
  it('shows the title, brand, stock status, link, both images and the variant for the cart', () => {
    expect(view({})).toMatchObject({
      sku: 'FEN-0144502',
      title: 'Fender Player Stratocaster',
      brand: 'Fender',
      stockStatus: 'In Stock',
      buyable: true,
      href: '/products/fender-player-stratocaster',
      images: ['/img/strat-1.jpg', '/img/strat-2.jpg'],
      variantId: 'gid://shopify/ProductVariant/4242',
      ribbon: null,
      wasPrice: null,
      savePrice: null,
      openBox: false,
    });
  });

  it.each([
    ['a sale product', { on_sale: true, price: 899, wasprice: 1099, saveprice: 200 }, { price: '$899', wasPrice: '$1,099', savePrice: 'Save $200', ribbon: { kind: 'sale', label: 'Sale' } }],
    ['a new product', { new_product: true, price: 49.95 }, { price: '$49.95', wasPrice: null, savePrice: null, ribbon: { kind: 'new', label: 'New' } }],
    ['an open-box product: its own price in whole dollars, was and save with their cents', { is_openbox: true, price: 1299.95, wasprice: 1599.95, saveprice: 300.5 }, { price: '$1,299', wasPrice: '$1,599.95', savePrice: 'Save $300.50', ribbon: { kind: 'openBox', label: 'Open Box' }, openBox: true }],
    ['an editor-set ribbon over a sale', { on_sale: true, ribbonOverride: 'Special Offer', price: 500, wasprice: 600, saveprice: 100 }, { ribbon: { kind: 'specialOffer', label: 'Special Offer' } }],
    ['an editor\'s own ribbon text, labelled Special Offer', { ribbonOverride: 'Clearance' }, { ribbon: { kind: 'specialOffer', label: 'Special Offer' } }],
    ['an override whose schedule has not started', { on_sale: true, ribbonOverride: 'Special Offer', ribbonStart: '2027-12-28T00:00:00.000Z', ribbonEnd: '2028-02-01T00:00:00.000Z', price: 500, wasprice: 600, saveprice: 100 }, { ribbon: { kind: 'sale', label: 'Sale' } }],
    ['an override that ended', { ribbonOverride: 'Sale', ribbonStart: '2025-03-01T00:00:00.000Z', ribbonEnd: '2025-04-01T00:00:00.000Z' }, { ribbon: null }],
    ['an on-sale flag without a was price', { on_sale: true }, { ribbon: null }],
    ['a staff pick', { staff_pick: true, on_sale: true, price: 500, wasprice: 600, saveprice: 100 }, { ribbon: { kind: 'staffPick', label: 'Staff Pick' } }],
    ['a stock status outside the catalogue as Out of Stock, not buyable (the availability rule)', { stock: 'Who knows' }, { stockStatus: 'Out of Stock', buyable: false }],
    ['a backorder status as buyable', { stock: '7 Day Dispatch' }, { stockStatus: '7 Day Dispatch', buyable: true }],
    ['Out of Stock as not buyable', { stock: 'Out of Stock' }, { stockStatus: 'Out of Stock', buyable: false }],
    ['no brand and one image', { brand: '', image: ['/img/only.jpg'] }, { brand: null, images: ['/img/only.jpg'] }],
  ] as const)('renders %s', (_, overrides, expected) => {
    expect(view(overrides)).toMatchObject(expected);
  });

  it.each([
    ['an ordinary product', {}, { variantGid: 'gid://shopify/ProductVariant/4242', name: 'Fender Player Stratocaster', brand: 'Fender', price: '1299.00', sku: 'FEN-0144502' }],
    ['a sale product at its sale price', { on_sale: true, price: 899.5, wasprice: 1099, saveprice: 199.5 }, { variantGid: 'gid://shopify/ProductVariant/4242', name: 'Fender Player Stratocaster', brand: 'Fender', price: '899.50', sku: 'FEN-0144502' }],
    ['a product without a brand', { brand: null }, { variantGid: 'gid://shopify/ProductVariant/4242', name: 'Fender Player Stratocaster', price: '1299.00', sku: 'FEN-0144502' }],
  ] as const)('describes %s for analytics with what the card knows, leaving out the product id, variant name and category', (_, overrides, expected) => {
    expect(cardAnalytics(view(overrides))).toStrictEqual(expected);
  });

  it.each([
    ['$30 to $3000: Afterpay in four', 899, false, 'or 4 interest-free payments of $224.75 with Afterpay'],
    ['cents rounded', 49.95, false, 'or 4 interest-free payments of $12.49 with Afterpay'],
    ['under $30: Zip weekly', 20, false, 'Own it from $10/week with Zip'],
    ['over $3000: Zip monthly over 12 months', 3600, false, 'Own it for $300/month over 12 months with Zip'],
    ['payment options disabled', 899, true, null],
  ] as const)('writes the payment widget line for %s', (_, price, disabled, line) => {
    expect(view({ price, disable_payment: disabled }).payment).toBe(line);
  });

  // The spec's bands are dollars; GBP and NOK scale them (0.52 and 7.05, market-amounts.ts):
  // Afterpay £15.60 to £1560 and 211,50 kr to 21 150 kr; Zip from £5.20/week and 70,50 kr/week.
  it.each([
    ['en-gb', 15.59, 'Own it from £5.20/week with Zip'],
    ['en-gb', 15.6, 'or 4 interest-free payments of £3.90 with Afterpay'],
    ['en-gb', 1560, 'or 4 interest-free payments of £390 with Afterpay'],
    ['en-gb', 1560.01, 'Own it for £130/month over 12 months with Zip'],
    ['en-no', 211.49, 'Own it from 70,50 kr/week with Zip'],
    ['en-no', 211.5, 'or 4 interest-free payments of 52,88 kr with Afterpay'],
    ['en-no', 21150, 'or 4 interest-free payments of 5 287,50 kr with Afterpay'],
    ['en-no', 21150.01, 'Own it for 1 762,50 kr/month over 12 months with Zip'],
  ] as const)('uses the %s market\'s own payment bands at %s', (key, price, line) => {
    expect(view({ price }, key).payment?.replace(/\s/g, ' ')).toBe(line);
  });

  it.each([
    ['en-gb', '£899', 'Save £200', 'or 4 interest-free payments of £224.75 with Afterpay'],
    ['en-us', '$899', 'Save $200', 'or 4 interest-free payments of $224.75 with Afterpay'],
  ] as const)('prices in the %s currency', (key, price, save, payment) => {
    expect(view({ on_sale: true, price: 899, wasprice: 1099, saveprice: 200 }, key)).toMatchObject({ price, savePrice: save, payment });
  });
});

describe('toCardRentalLines', () => {
  const card = (sid: string, overrides: Partial<SearchHit> = {}, key: LocaleKey = 'en-au') => view({ sid, ...overrides }, key);

  it.each([
    ['a weekly rate', 25.5, 'Or rent for $25.50 /wk'],
    ['a whole-dollar rate', 40, 'Or rent for $40 /wk'],
    ['no rate from the service', null, PAYMENT_OPTIONS_AVAILABLE],
    ['a zero rate', 0, PAYMENT_OPTIONS_AVAILABLE],
  ] as const)('writes %s as the compact line', (_, rate, line) => {
    expect(toCardRentalLines([card('PIANO-1')], () => rate, localeByKey('en-au'))).toEqual({ 'PIANO-1': line });
  });

  it('gives no line to a card whose payment options are off, so it never says payment options are available', () => {
    const lines = toCardRentalLines([card('PIANO-1'), card('OFF-1', { disable_payment: true })], () => 25.5, localeByKey('en-au'));
    expect(lines).toEqual({ 'PIANO-1': 'Or rent for $25.50 /wk' });
  });

  it.each([
    ['en-au', 'Or rent for $25.50 /wk'],
    ['en-gb', 'Payment options available'],
    ['en-us', 'Payment options available'],
  ] as const)('%s: rental only where the rental service operates (Australia), in its dollars: %s', (key, line) => {
    const lines = toCardRentalLines([card('PIANO-1', {}, key)], () => 25.5, localeByKey(key));
    expect(lines['PIANO-1']).toBe(line);
  });
});
