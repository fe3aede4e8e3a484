// Issue 16, observation 9: the server's HTML is valid. Every page type, as the built server sends
// it, goes through the W3C Nu Html Checker (the vnu-jar package, offline, on Java: `npm run
// test:setup` installs Debian's default-jre-headless when java is missing), all pages in ONE java
// run. Any error fails, and so does any warning other than the few listed below with their reason.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { loadConfig } from '../../src/server/config';

const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const active = catalogue.products.filter((p) => p.status === 'active');
const product = active.find((p) => p.openBoxParent === null && p.openBoxItems.length === 0 && p.rentalRate !== null && !p.disablePayment)!;
const openBoxParent = active.find((p) => p.openBoxParent === null && p.openBoxItems.length > 0)!;
const multiVariant = active.find((p) => p.openBoxParent === null && p.variants.length >= 3 && p.variants[0]!.selectedOptions.length >= 2)!;
const inCart = active.find((p) => p.openBoxParent === null && p.variants[0]!.inventory.some((e) => e.quantity > 0))!;

const PAGES: Record<string, string> = {
  home: '/',
  listing: '/collections/electric-guitars',
  'listing, page 2': '/collections/electric-guitars?category%5Bpage%5D=2&maxPage=2',
  search: '/search?search%5Bquery%5D=yamaha',
  product: `/en-au/products/${product.handle}`,
  'product with a shipping estimate': `/en-au/products/${product.handle}?postcode=3000`,
  'open-box product': `/en-au/products/${openBoxParent.handle}?obx=1`,
  'product with a chosen variant': `/products/${multiVariant.handle}?${new URLSearchParams(multiVariant.variants[2]!.selectedOptions.map((o) => [o.name, o.value]))}`,
  cart: '/cart',
  content: '/pages/about-us',
  stores: '/pages/locations',
  store: '/locations/forestville',
  'not found': '/no-such-page',
  login: '/account/login',
  // Issue 19: with the product saved below, so the page has a card, its drop-line slot and Remove.
  'saved items': '/account/saved',
  compare: `/compare?products=${product.handle},${openBoxParent.handle},${multiVariant.handle}`,
};

/**
 * Warnings the shop accepts, each for a reason; everything else the checker says fails the test.
 * 'info' messages without a subtype (the checker's notes on `<meta ... />` self-closing syntax,
 * which React writes) are not warnings.
 */
const ACCEPTED_WARNINGS: { pattern: RegExp; reason: string }[] = [
  { pattern: /^Potentially bad value “allow-scripts allow-same-origin allow-popups” for attribute “sandbox” on element “iframe”/, reason: 'video embeds need their own origin and scripts to play' },
];

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message: string;
  url: string;
  lastLine?: number;
  extract?: string;
}

function runChecker(files: string[]): Promise<VnuMessage[]> {
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  return new Promise((resolve, reject) => {
    execFile('java', ['-Xss1m', '-jar', jar, '--format', 'json', '--stdout', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      // The checker exits 1 when it found errors; its JSON report is on stdout either way.
      if (!stdout) return reject(error ?? new Error('The Nu Html Checker wrote no report: is java installed? Run `npm run test:setup`.'));
      resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
    });
  });
}

test('every page type is valid HTML for the Nu Html Checker: no error, no warning but the accepted ones', async ({ request }) => {
  test.setTimeout(240_000);
  // The cart page with a line in it: the request context keeps the cart cookie.
  const added = await request.post('/cart', { form: { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${inCart.variants[0]!.id}`, quantity: 1 }] } }) }, maxRedirects: 0 });
  expect(added.status()).toBe(303);
  expect((await request.post('/account/saved', { form: { intent: 'save', handle: product.handle }, maxRedirects: 0 })).status()).toBe(303);

  const dir = await mkdtemp(path.join(tmpdir(), 'html-validity-'));
  try {
    const files: Record<string, string> = {};
    const headingsBeforeH1: string[] = [];
    for (const [name, url] of Object.entries(PAGES)) {
      const response = await request.get(url);
      expect(response.headers()['content-type'], url).toContain('text/html');
      const html = await response.text();
      const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.html`);
      await writeFile(file, html);
      files[file] = `${name} (${url})`;
      // The page's outline starts with its <h1>: no heading of the header (the hidden mobile menu) comes first.
      const h1 = html.indexOf('<h1');
      expect(h1, `${name} has an <h1>`).toBeGreaterThan(0);
      for (const match of html.slice(0, h1).matchAll(/<h[2-6][^>]*>/g)) headingsBeforeH1.push(`${name}: ${match[0]}`);
    }
    expect(headingsBeforeH1).toEqual([]);
    const messages = await runChecker(Object.keys(files));
    const pageOf = (message: VnuMessage) => files[decodeURIComponent(new URL(message.url).pathname)] ?? message.url;
    const describe = (message: VnuMessage) => `${pageOf(message)}: ${message.message} [line ${message.lastLine ?? '?'}: ${message.extract?.trim() ?? ''}]`;
    const errors = messages.filter((m) => m.type !== 'info');
    const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning' && !ACCEPTED_WARNINGS.some((accepted) => accepted.pattern.test(m.message)));
    expect(errors.map(describe)).toEqual([]);
    expect(warnings.map(describe)).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
