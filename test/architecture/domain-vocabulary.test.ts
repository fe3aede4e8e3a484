// Proves the upstream-vocabulary rule bites (scripts/domain-vocabulary.mjs, run by `npm run
// lint:layers`): planted upstream words are refused, the shop's own words pass, and a copy of
// src/domain with one planted file fails while src/domain itself passes.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module script without type declarations
import { checkDomainFolder, findUpstreamVocabulary } from '../../scripts/domain-vocabulary.mjs';

type Found = { line: number; word: string; belongs: string };
const find = (source: string): Found[] => (findUpstreamVocabulary(source) as Found[]).map(({ line, word, belongs }) => ({ line, word, belongs }));

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('src/domain refuses upstream vocabulary', () => {
  it.each([
    ['a search hit field', 'export interface Hit { wasprice?: number }', 'wasprice', 'adapters/typesense'],
    ['a search hit flag', 'const sale = hit.on_sale === true;', 'on_sale', 'adapters/typesense'],
    ["the search answer's hits", 'return response.hits ?? [];', 'hits', 'adapters/typesense'],
    ['grouped hits', 'if (!r.grouped_hits) throw new Error();', 'grouped_hits', 'adapters/typesense'],
    ['a Typesense parameter', "const params = { sort_by: 'x' };", 'sort_by', 'adapters/typesense'],
    ['Typesense ascending sort', "const byPrice = 'price:asc';", ':asc', 'adapters/typesense'],
    ['Typesense descending sort', "const bySaving = 'saveprice_aud:desc';", ':desc', 'adapters/typesense'],
    ["the middleware's unit number", 'const n = unit.open_box_number;', 'open_box_number', 'adapters/middleware'],
    ["the middleware's Y/N flag", "const boxed = unit.original_box === 'Y';", 'original_box', 'adapters/middleware'],
    ["Shopify's visitor cookie", "export const VISITOR = { name: '_shopify_y' };", '_shopify_y', 'adapters/shopify'],
    ["Shopify's visit cookie", "const c = '_shopify_s';", '_shopify_s', 'adapters/shopify'],
    ["Shopify's cart cookie", "export const CART_ID = { name: 'cart', maxAgeSeconds: 1 };", "name: 'cart'", 'adapters/shopify'],
    ["Shopify's analytics schema", "const s = 'trekkie_storefront_page_view/1.4';", 'trekkie_storefront_page_view', 'adapters/shopify'],
    ["Shopify's analytics event field", 'const e = { schema_id: s };', 'schema_id', 'adapters/shopify'],
    ["the embedded store's Shop Pay test wallet", "export const SHOP_PAY_TEST_CARD = { number: 'x' };", 'SHOP_PAY_TEST_CARD', 'adapters/embedded'],
    ["the test wallet's label", "export const SHOP_PAY_TEST_CARD_LABEL = 'x';", 'SHOP_PAY_TEST_CARD_LABEL', 'adapters/embedded'],
    ["the test wallet's name", "const name = 'Shop Pay test wallet';", 'Shop Pay test wallet', 'adapters/embedded'],
    ["the test gateway's approving Visa", "const card = '4242424242424242';", '4242424242424242', 'adapters/embedded'],
  ])('%s', (_name, source, word, belongs) => {
    expect(find(source)).toEqual([{ line: 1, word, belongs }]);
  });

  it.each([
    ['the shop sort key', "export type SortKey = 'relevance' | 'price-asc' | 'price-desc';"],
    ['hits per page', 'export function hitsPerPage(size: number) { return size; }'],
    ['the cart page type', "case 'cart': return 'cart';"],
    ['the card fields the spec names', 'const card = { is_openbox: true, disable_payment: false, is_newProduct: true };'],
    ['an upstream word in a line comment', '// the hit fields wasprice and on_sale are read by the adapter'],
    ['an upstream word in a block comment', '/* grouped_hits and _shopify_y live in adapters */ const a = 1;'],
    ['a time of day', "const opens = '09:30';"],
    ['Shop Pay, the wallet the spec names', "export const SHOP_PAY = 'shop_pay';"],
    ['a card number the shopper typed', "const digits = '4242424242424241';"],
  ])('%s passes', (_name, source) => {
    expect(find(source)).toEqual([]);
  });

  it('names the line of each upstream word', () => {
    expect(find("const a = 1;\n/* note */\nconst b = { hits: [] };").map((f) => f.line)).toEqual([3]);
  });

  it('passes src/domain as it is', () => {
    expect(checkDomainFolder(path.join(root, 'src/domain'), root)).toEqual([]);
  });

  const copy = mkdtempSync(path.join(tmpdir(), 'domain-vocabulary-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('fails a copy of src/domain with one planted file, naming it', () => {
    const domain = path.join(copy, 'src/domain');
    cpSync(path.join(root, 'src/domain'), domain, { recursive: true });
    writeFileSync(path.join(domain, 'planted-sort.ts'), "export const PRICE_LOW_TO_HIGH = 'price:asc';\n");
    expect(checkDomainFolder(domain, copy)).toEqual(["src/domain/planted-sort.ts:1: ':asc' is Typesense sort syntax; it belongs in adapters/typesense"]);
  });
});
