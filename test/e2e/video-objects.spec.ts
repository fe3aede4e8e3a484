// Issue 30, observation 9: each VideoObject was listed twice. On this main the server's HTML has one
// ld+json VideoObject per video (test/server/page-seo.test.ts); the second copy of the text is the
// router's hydration payload, which no structured-data reader parses. This journey proves it stays
// right where a search engine that runs scripts reads it: after hydration, each video is one
// VideoObject, with JavaScript on and off. One video given twice (a watch and an embed link) is
// one video since productVideos (test/domain/catalogue/product.test.ts).
import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { loadConfig } from '../../src/server/config';

const config = loadConfig({});
const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
/** The first product of the demo shop with two videos. */
const withVideos = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.videoURLs.length === 2)!;

/** The embed addresses of the page's VideoObjects, in document order. */
const videoObjects = (page: Page) =>
  page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.map((s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string; embedUrl?: string }).filter((ld) => ld['@type'] === 'VideoObject').map((ld) => ld.embedUrl),
  );

for (const javaScript of [true, false]) {
  test(`JavaScript ${javaScript ? 'on' : 'off'}: a product page lists each of its videos once`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await page.goto(`/products/${withVideos.handle}`);
    if (javaScript) await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await videoObjects(page)).toEqual(withVideos.videoURLs);
    await context.close();
  });
}
