// Issue 15, observation 9: a product's card and its page show the same ribbon, by one rule and one
// clock. The products are picked from the demo data by what they hold (staff pick, an override that
// has not started or has ended, a sale tag without a was price ...), never by what the code answers.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { ListingView } from '../../src/ui/search/view-models';
import type { RelatedProductView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';
import { productFixtures } from './product-fixtures';
import { dataPath } from './search-support';

const { app, config } = await buildTestApp();
const { catalogue } = productFixtures(config);
const NOW = Date.now();
const LABELS = ['New', 'Staff Pick', 'Special Offer', 'Open Box', 'Sale'];

const listed = catalogue.products.filter((p) => p.status === 'active' && p.showInSearch && p.variants.length > 0);
const wasPrice = (p: DemoProduct) => (p.variants.find((v) => v.inventory.some((e) => e.quantity > 0)) ?? p.variants[0]!).prices.USD.compareAtPrice !== null;
const pick = (what: string, rule: (p: DemoProduct) => boolean) => listed.find(rule) ?? expect.fail(`the demo catalogue has no ${what}`);

async function pageRibbon(p: DemoProduct): Promise<string | null> {
  const res = await request(app).get(`/products/${p.handle}`);
  expect(res.status).toBe(200);
  return /data-testid="ribbon">([^<]*)</.exec(res.text)?.[1] ?? null;
}

async function cardRibbon(p: DemoProduct): Promise<string | null> {
  const res = await request(app).get(dataPath(`/search?${new URLSearchParams({ 'search[query]': p.title })}`, 'search'));
  expect(res.status).toBe(200);
  const card = (res.body as ListingView).cards.find((c) => c.href === `/products/${p.handle}`) ?? expect.fail(`no card for ${p.handle}`);
  return card.ribbon?.label ?? null;
}

const cases: [string, DemoProduct][] = [
  ['a staff pick', pick('staff pick', (p) => p.staffPick)],
  ['an override not started yet', pick('future override', (p) => !p.staffPick && p.ribbon !== null && Date.parse(p.ribbon.ribbonStart) > NOW)],
  ['an override that has ended', pick('expired override', (p) => !p.staffPick && p.ribbon !== null && Date.parse(p.ribbon.ribbonEnd) <= NOW)],
  ['an override running now', pick('current override', (p) => !p.staffPick && p.openBoxParent === null && p.ribbon !== null && Date.parse(p.ribbon.ribbonStart) <= NOW && NOW < Date.parse(p.ribbon.ribbonEnd))],
  ['a sale tag without a was price', pick('sale tag without a was price', (p) => !p.staffPick && p.ribbon === null && p.tags.includes('ribbon:sale') && !wasPrice(p))],
  ['a was price', pick('discounted product', (p) => !p.staffPick && p.ribbon === null && p.openBoxParent === null && wasPrice(p))],
  ['a new tag', pick('new product', (p) => !p.staffPick && p.ribbon === null && p.tags.includes('ribbon:new') && !wasPrice(p))],
  ['an open-box listing', pick('open-box listing', (p) => !p.staffPick && p.openBoxParent !== null)],
];

describe('card and product page agree on the ribbon', () => {
  it.each(cases)('%s', async (_, product) => {
    const [card, page] = [await cardRibbon(product), await pageRibbon(product)];
    expect(card).toBe(page);
    // No ribbon, or one of the spec's labels.
    expect([null, ...LABELS]).toContain(card);
  });

  it('a staff pick shows Staff Pick', async () => {
    const [, product] = cases[0]!;
    expect(await cardRibbon(product)).toBe('Staff Pick');
  });

  it.each([cases[1]!, cases[2]!])('%s shows no Special Offer on the card', async (_, product) => {
    expect(await cardRibbon(product)).not.toBe('Special Offer');
  });

  it('a special offer running now is labelled Special Offer, not with its text', async () => {
    const product = listed.find((p) => !p.staffPick && p.openBoxParent === null && p.ribbon?.ribbonFlagOverride === 'Special Offer' && Date.parse(p.ribbon.ribbonStart) <= NOW && NOW < Date.parse(p.ribbon.ribbonEnd));
    if (!product) return expect.fail('the demo catalogue has no running special offer');
    expect(await cardRibbon(product)).toBe('Special Offer');
    expect(await pageRibbon(product)).toBe('Special Offer');
  });

  it('never shows Sale without a was price', async () => {
    const [, product] = cases[4]!;
    expect(await cardRibbon(product)).not.toBe('Sale');
    expect(await pageRibbon(product)).not.toBe('Sale');
  });
});

describe("the cart drawer's suggestions show the ribbon the product's page shows", () => {
  const byId = new Map(listed.map((p) => [p.id, p]));
  const ribboned = (p: DemoProduct) => p.staffPick || p.openBoxParent !== null;
  const source = listed.find((p) => p.openBoxParent === null && p.relatedProductIds.some((id) => { const r = byId.get(id); return r !== undefined && ribboned(r); })) ?? expect.fail('no product whose related products carry a ribbon');

  it('for every suggestion, one of them with a ribbon', async () => {
    const answer = await request(app).post('/api/fetch-related-products').send([`gid://shopify/Product/${source.id}`]).expect(200);
    const suggestions = answer.body as RelatedProductView[];
    expect(suggestions.some((s) => s.ribbon !== null)).toBe(true);
    for (const suggestion of suggestions) {
      const product = listed.find((p) => suggestion.href === `/products/${p.handle}`) ?? expect.fail(`no product for ${suggestion.href}`);
      expect(suggestion.ribbon?.label ?? null).toBe(await pageRibbon(product));
    }
  });
});
