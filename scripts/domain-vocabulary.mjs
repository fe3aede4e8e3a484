// src/domain speaks the shop's language (STYLE.md item 17): this check refuses the upstreams'
// vocabulary there, which dependency-cruiser cannot see (it reads imports, not identifiers).
// Run by `npm run lint:layers`; test/architecture/domain-vocabulary.test.ts proves it bites.
// Comments are skipped (they may say where a thing went); code and strings are read.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each upstream's words, with the adapter they belong to. */
export const UPSTREAM_VOCABULARY = [
  { what: 'a search service field (snake_case hit field)', belongs: 'adapters/typesense', pattern: /\b(?:wasprice|saveprice|on_sale|new_product|staff_pick|in_stock|show_in_search|show_in_categories)\b/ },
  { what: "the search service's hits", belongs: 'adapters/typesense', pattern: /\b(?:grouped_hits|hits)\b/ },
  { what: 'a Typesense request parameter', belongs: 'adapters/typesense', pattern: /\b(?:sort_by|filter_by|query_by|facet_by|facet_counts|per_page)\b/ },
  { what: 'Typesense sort syntax', belongs: 'adapters/typesense', pattern: /(?<=\w):(?:asc|desc)\b/ },
  { what: "the middleware's open-box record field", belongs: 'adapters/middleware', pattern: /\b(?:open_box_number|open_box_price|retail_price|original_box|all_accessories|warehousecode|userFacingName)\b/ },
  { what: "a Shopify cookie name", belongs: 'adapters/shopify', pattern: /\b_shopify_[a-z]+\b|\bname\s*:\s*['"`]cart['"`]/ },
  { what: "the embedded store's Shop Pay test wallet", belongs: 'adapters/embedded', pattern: /\bSHOP_PAY_TEST_\w+|\bShop Pay test wallet\b|\b4242424242424242\b/ },
  { what: "Shopify's analytics payload", belongs: 'adapters/shopify', pattern: /\b(?:schema_id|event_created_at_ms|event_sent_at_ms|trekkie_\w+|custom_storefront_\w+|uniqToken|appClientId|isMerchantRequest)\b/ },
];

/** Line comments and block comments blanked out, strings and line numbers kept. */
export function withoutComments(source) {
  let out = '';
  for (let i = 0; i < source.length; ) {
    const two = source.slice(i, i + 2);
    const quote = source[i];
    if (two === '//') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (two === '/*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (quote === "'" || quote === '"' || quote === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== quote) j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += source[i];
      i++;
    }
  }
  return out;
}

/** Every upstream word in one file's text: { line, word, what, belongs }. */
export function findUpstreamVocabulary(source) {
  const found = [];
  withoutComments(source).split('\n').forEach((text, index) => {
    for (const { what, belongs, pattern } of UPSTREAM_VOCABULARY) {
      const match = new RegExp(pattern.source, 'g');
      for (const hit of text.matchAll(match)) found.push({ line: index + 1, word: hit[0], what, belongs });
    }
  });
  return found;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Problems in every .ts file under `domainDir`, as 'file:line: …' lines. */
export function checkDomainFolder(domainDir, root = process.cwd()) {
  return sourceFiles(domainDir).flatMap((file) =>
    findUpstreamVocabulary(readFileSync(file, 'utf8')).map(({ line, word, what, belongs }) => `${relative(root, file)}:${line}: '${word}' is ${what}; it belongs in ${belongs}`),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? 'src/domain';
  const problems = checkDomainFolder(dir);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} upstream word(s) in ${dir}: the domain speaks the shop's language (STYLE.md item 17).`);
    process.exit(1);
  }
  console.log(`no upstream vocabulary in ${dir}`);
}
