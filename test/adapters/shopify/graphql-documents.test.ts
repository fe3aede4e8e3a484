// Every GraphQL document the Shopify adapters send, validated against the Storefront API schema
// shipped in @shopify/hydrogen-react: a field that does not exist fails here, not in production.
// Documents are discovered, not listed: every exported string of every module in fragments/,
// queries/ and mutations/ (the cart documents land there later and are checked the same way).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kind, NoUnusedFragmentsRule, parse, specifiedRules, validate, visit, type ASTNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { storefrontSchema } from '../../support/storefront-mock-server';

const ADAPTER_DIR = join(import.meta.dirname, '../../../src/adapters/shopify');

interface ExportedDocument {
  name: string;
  text: string;
}

async function exportedStrings(folder: string): Promise<ExportedDocument[]> {
  const dir = join(ADAPTER_DIR, folder);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((file) => /\.ts$/.test(file) && !file.endsWith('.d.ts'));
  const found: ExportedDocument[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(pathToFileURL(join(dir, file)).href);
    for (const [exportName, value] of Object.entries(module)) {
      if (typeof value === 'string') found.push({ name: `${folder}/${file}#${exportName}`, text: value });
    }
  }
  return found;
}

const messages = (document: DocumentNode, rules = specifiedRules) => validate(storefrontSchema(), document, rules).map((e) => e.message);

/** A full operation document: every rule applies. */
function operationErrors(text: string): string[] {
  return messages(parse(text));
}

function spreads(node: ASTNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

const fragmentRules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

/** A fragment is checked together with the fragments it spreads (from the same folder). */
function fragmentErrors(text: string, library: ReadonlyMap<string, FragmentDefinitionNode>): string[] {
  const own = parse(text).definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
  const needed = new Map(own.map((d) => [d.name.value, d]));
  for (let queue = own.flatMap(spreads); queue.length > 0; ) {
    const name = queue.shift() as string;
    const definition = library.get(name);
    if (!definition || needed.has(name)) continue;
    needed.set(name, definition);
    queue = queue.concat(spreads(definition));
  }
  return messages({ kind: Kind.DOCUMENT, definitions: [...needed.values()] }, fragmentRules);
}

const fragments = await exportedStrings('fragments');
const operations = [...(await exportedStrings('queries')), ...(await exportedStrings('mutations'))];
const library = new Map(
  fragments.flatMap((f) => parse(f.text).definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d] as const)),
);

describe('Storefront API documents', () => {
  it('finds the adapter documents', () => {
    expect(fragments.length).toBeGreaterThanOrEqual(4);
    expect(operations.map((o) => o.name)).toEqual(
      expect.arrayContaining(['queries/category-tree.ts#CATEGORY_TREE_QUERY', 'queries/product-by-handle.ts#PRODUCT_BY_HANDLE_QUERY', 'queries/products-by-ids.ts#PRODUCTS_BY_IDS_QUERY']),
    );
  });

  it.each(operations)('$name is one named operation valid against the 2026-04 schema', ({ text }) => {
    const document = parse(text);
    const ops = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(ops).toHaveLength(1);
    expect(ops[0]?.name?.value).toMatch(/^[A-Z]\w+$/);
    expect(operationErrors(text)).toEqual([]);
  });

  it.each(fragments)('$name holds only fragments valid against the 2026-04 schema', ({ text }) => {
    expect(parse(text).definitions.every((d) => d.kind === Kind.FRAGMENT_DEFINITION)).toBe(true);
    expect(fragmentErrors(text, library)).toEqual([]);
  });

  it('has unique fragment names across fragments/', () => {
    const names = fragments.flatMap((f) => parse(f.text).definitions.map((d) => (d as FragmentDefinitionNode).name.value));
    expect(new Set(names).size).toBe(names.length);
  });

  describe('the check itself', () => {
    it('rejects a query asking for a field the schema does not have', () => {
      const wrong = `query Broken($handle: String!) { product(handle: $handle) { title priceInCents } }`;
      expect(operationErrors(wrong)).toEqual([expect.stringContaining('Cannot query field "priceInCents" on type "Product"')]);
    });

    it('rejects a fragment on a field the schema does not have, even when no query uses it', () => {
      const wrong = `fragment Broken on MenuItem { title collectionHandle }`;
      expect(fragmentErrors(wrong, library)).toEqual([expect.stringContaining('Cannot query field "collectionHandle" on type "MenuItem"')]);
    });

    it('rejects a query spreading a fragment it does not include', () => {
      expect(operationErrors(`query Partial { product(handle: "x") { ...ProductDetail } }`)).toEqual([expect.stringContaining('Unknown fragment "ProductDetail"')]);
    });
  });
});
