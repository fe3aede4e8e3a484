import { describe, expect, it } from 'vitest';
import { ColumnarProductSearch } from '../../../src/adapters/columnar/columnar-product-search';
import { cardOfDocument } from '../../../src/adapters/typesense/document-to-card';
import { describeProductSearchContract, listingQuery } from '../../contract/product-search.contract';
import { describeCategoryHierarchyContract } from './category-hierarchy.contract';
import { searchDocuments } from './search-fixture';

describeProductSearchContract('ColumnarProductSearch', async () => ({ search: new ColumnarProductSearch(searchDocuments()), close: async () => {} }), searchDocuments());
describeProductSearchContract('ColumnarProductSearch without its cache', async () => ({ search: new ColumnarProductSearch(searchDocuments(), { cacheSize: 0 }), close: async () => {} }), searchDocuments());
describeCategoryHierarchyContract('ColumnarProductSearch', async () => ({ search: new ColumnarProductSearch(searchDocuments()), close: async () => {} }), searchDocuments());

describe('ColumnarProductSearch keeps one card per document and currency', () => {
  const documents = searchDocuments();
  const search = new ColumnarProductSearch(documents);
  const query = listingQuery({ hitsPerPage: 48 });

  it('answers the same query with the very same card objects, frozen all the way down', async () => {
    const first = await search.search(query);
    const again = await search.search(query);
    expect(first.cards.length).toBe(48);
    expect(again.cards).not.toBe(first.cards);
    again.cards.forEach((card, i) => expect(card).toBe(first.cards[i]));
    for (const card of first.cards) {
      expect(Object.isFrozen(card)).toBe(true);
      expect(Object.isFrozen(card.sellingPrice)).toBe(true);
    }
    const wasPrices = first.cards.flatMap((card) => (card.wasPrice ? [card.wasPrice] : []));
    expect(wasPrices.length).toBeGreaterThan(0);
    for (const wasPrice of wasPrices) expect(Object.isFrozen(wasPrice)).toBe(true);
  });

  it('keeps the same card for a document whichever query lists it', async () => {
    const [card] = (await search.search(query)).cards;
    const bySku = await search.search(listingQuery({ term: card!.sku }));
    expect(bySku.cards).toContain(card);
  });

  it('gives another currency its own cards, priced in that market', async () => {
    const aud = (await search.search(query)).cards;
    const usd = (await search.search({ ...query, currency: 'USD' })).cards;
    expect(usd.map((card) => card.sku)).toEqual(aud.map((card) => card.sku));
    usd.forEach((card, i) => {
      expect(card).not.toBe(aud[i]);
      expect(card.sellingPrice.currencyCode).toBe('USD');
      expect(card).toEqual(cardOfDocument(documents.find((doc) => doc.sid === card.sku)!, 'USD'));
    });
    expect((await search.search({ ...query, currency: 'USD' })).cards[0]).toBe(usd[0]);
  });

  it('freezes its own copy of a card\'s attributes, not the documents it was given', async () => {
    const doc = documents.find((d) => d.attributes && d.attributes.length > 0 && d.show_in_search)!;
    const card = (await search.search(listingQuery({ term: doc.sid }))).cards.find((c) => c.sku === doc.sid)!;
    expect(card.attributes).toEqual(doc.attributes);
    expect(Object.isFrozen(card.attributes)).toBe(true);
    expect(Object.isFrozen(card.attributes![0])).toBe(true);
    expect(Object.isFrozen(doc.attributes)).toBe(false);
  });

  it('keeps no card with caching off: every query builds its own, as a cold query does', async () => {
    const cold = new ColumnarProductSearch(documents, { cacheSize: 0 });
    const first = await cold.search(query);
    const again = await cold.search(query);
    expect(first.cards.length).toBe(48);
    again.cards.forEach((card, i) => {
      expect(card).not.toBe(first.cards[i]);
      expect(card).toEqual(first.cards[i]);
    });
  });

  it('builds a card afresh for a currency outside the markets', async () => {
    const first = await search.search({ ...query, currency: 'EUR' });
    const again = await search.search({ ...query, currency: 'EUR' });
    expect(again.cards[0]).not.toBe(first.cards[0]);
    expect(again.cards[0]).toEqual(first.cards[0]);
  });
});
