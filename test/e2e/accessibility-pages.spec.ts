// Issue 30, observation 3: every page type passes pa11y's WCAG2AA standard with 0 errors, and axe's
// WCAG 2 A and AA rules with 0 violations of any impact, at 390 and 1280 px. pa11y's default runner
// is HTML_CodeSniffer (@pa11y/html_codesniffer): it runs here as pa11y runs it (the WCAG2AA
// standard, errors only, notices and warnings left out) in the Chromium Playwright drives, so CI needs no
// second browser. The reliability suite's axe run (test/reliability/a11y) keeps its serious-or-critical check.
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { loadConfig } from '../../src/server/config';
import { hosted } from './support/mode';

const htmlcsPath = createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js');
const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
const active = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null);
const product = active.find((p) => p.variants.length === 1 && p.images.length > 1) ?? active[0]!;
const withUnits = active.find((p) => p.openBoxItems.length > 0)!;
const compared = active.filter((p) => p.specifications.some((s) => s.name === 'Neck')).slice(0, 3);

/** Puts a product in this browser context's cart and answers the cart's checkout path. */
async function checkoutPath(page: Page): Promise<string> {
  const res = await page.request.post('/cart?index', {
    headers: { accept: 'application/json' },
    data: { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${product.variants[0]!.id}`, quantity: 1 }] } }) },
  });
  expect(res.status()).toBe(200);
  const { cart } = (await res.json()) as { cart: { checkoutUrl: string } };
  return new URL(cart.checkoutUrl, 'http://shop.local').pathname;
}

/** The page types of issue 30 (a path, or a step that prepares the context and answers one). */
const PAGES: Array<[string, string | ((page: Page) => Promise<string>)]> = [
  ['home', '/'],
  ['collection', '/collections/guitar-bass'],
  ['search', '/search?search[query]=guitar'],
  ['product', `/products/${product.handle}`],
  ['open-box product', `/products/${withUnits.handle}?obx=1`],
  ['cart', async (page) => (await checkoutPath(page), '/cart')],
  // Hosted, the checkout is Shopify's own page, not the shop's.
  ...(hosted ? [] : [['checkout', checkoutPath] as [string, (page: Page) => Promise<string>]]),
  ['account login', '/account/login'],
  ['store page', '/locations/melbourne-fitzroy'],
  ['content page', '/pages/about-us'],
  ['compare', `/compare?products=${compared.map((p) => p.handle).join(',')}`],
  ['404', '/no-such-page'],
];

interface Pa11yIssue {
  code: string;
  message: string;
  selector: string;
}

/** pa11y's htmlcs runner: the standard's errors (type 1), with the element each is about. */
async function pa11yErrors(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: htmlcsPath });
  const issues = await page.evaluate(
    () =>
      new Promise<Pa11yIssue[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: { process(standard: string, doc: Document, done: (error?: unknown) => void): void; getMessages(): Array<{ type: number; code: string; msg: string; element: Element }> } }).HTMLCS;
        const describe = (element: Element) => {
          const parts: string[] = [];
          for (let el: Element | null = element; el && parts.length < 3; el = el.parentElement) {
            parts.unshift(el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + (typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''));
          }
          return parts.join(' > ');
        };
        htmlcs.process('WCAG2AA', document, (error) => {
          if (error) return reject(error instanceof Error ? error : new Error(String(error)));
          resolve(htmlcs.getMessages().filter((m) => m.type === 1).map((m) => ({ code: m.code, message: m.msg, selector: describe(m.element) })));
        });
      }),
  );
  return issues.map((issue) => `${issue.code.replace(/^WCAG2AA\.Principle\d\.Guideline[\d_]+\./, '')} at ${issue.selector}: ${issue.message}`);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`);
}

test.use({ bypassCSP: true });

for (const [viewport, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`WCAG2AA on ${viewport}`, () => {
    test.use({ viewport: size });
    for (const [name, path] of PAGES) {
      test(`${name}: pa11y reports 0 errors and axe 0 violations`, async ({ page }) => {
        const target = typeof path === 'string' ? path : await path(page);
        await page.goto(target);
        await page.locator('html[data-hydrated="true"]').waitFor();
        expect(new URL(page.url()).pathname, 'the page itself, not a redirect').toBe(target.split('?')[0]);
        expect.soft(await pa11yErrors(page), `pa11y WCAG2AA errors on ${name} ${target} (${viewport})`).toEqual([]);
        expect(await axeViolations(page), `axe WCAG2AA violations on ${name} ${target} (${viewport})`).toEqual([]);
      });
    }
  });
}
