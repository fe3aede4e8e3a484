// Product cards on listing pages, over the real composed app: each market's payment bands.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { localeByKey, type LocaleKey } from '../../src/domain/locale';
import { formatMoney, moneyFromNumber } from '../../src/domain/money';
import { paymentOptions } from '../../src/domain/payment-options';
import { priceField, type ProductDocument } from '../../src/adapters/search/product-document';
import { buildTestApp } from '../support/test-app';
import { dataPath, documentsOf, listingOf } from './search-support';

const { app, config } = await buildTestApp();
const docs = new Map(documentsOf(config).map((doc) => [doc.sid, doc]));
const docOf = (sku: string): ProductDocument => docs.get(sku) ?? expect.fail(`no document for ${sku}`);

/** The card's one payment line for `price` in `currency`, by the domain rule (Afterpay first, else Zip). */
function paymentLineOf(price: number, currency: string, key: LocaleKey): string | null {
  const options = paymentOptions(price, {}, currency);
  if (!options) return null;
  const money = (n: number) => formatMoney(moneyFromNumber(n, currency), localeByKey(key));
  if (options.afterpay) return `or 4 interest-free payments of ${money(options.afterpay.instalment)} with Afterpay`;
  const zip = options.zip!;
  return zip.kind === 'weekly' ? `Own it from ${money(zip.fromPerWeek)}/week with Zip` : `Own it for ${money(zip.perMonth)}/month over ${zip.months} months with Zip`;
}

describe('listing cards in each market', () => {
  // Price ranges around the market's Afterpay ceiling (£1560, 21 150 kr), where AUD bands would answer otherwise.
  it.each([
    ['en-gb', 'GBP', '1000:3000'],
    ['en-no', 'NOK', '2000:30000'],
  ] as const)('/%s cards write the payment line of their price in %s bands', async (key, currency, range) => {
    const res = await request(app).get(dataPath(`/${key}/collections/guitar-bass?${new URLSearchParams({ 'category[range][price]': range })}`, 'collection'));
    expect(res.status).toBe(200);
    const cards = listingOf(res).cards.filter((card) => card.payment !== null);
    expect(cards.length).toBeGreaterThan(5);
    const priceOf = (sku: string) => docOf(sku)[priceField('price', currency)];
    for (const card of cards) expect(card.payment, card.sku).toBe(paymentLineOf(priceOf(card.sku), currency, key));
    // At least one card whose line the AUD bands would have got wrong, so the page proves the market's bands.
    expect(cards.some((card) => paymentLineOf(priceOf(card.sku), currency, key) !== paymentLineOf(priceOf(card.sku), 'AUD', key))).toBe(true);
  });
});
