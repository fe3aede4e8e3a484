// The shop's one stylesheet is small (about 10 KiB gzip) and every page needs all of it before its
// first paint: linked, it costs a request after the HTML before anything shows (Lighthouse's
// render-blocking request, 170 ms on a simulated phone). Inlined in the head, the first paint needs
// only the HTML. After the first page the shop navigates in the browser, so the text is not fetched
// again with every page; the no-JavaScript shopper pays it per page, compressed with the page.
// Issue 33: the sheet grew past the limit; each page now inlines its first screen's cut of it and
// links the whole sheet after its content (first-screen-styles.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { firstScreenOf, firstScreenStyles, type FirstScreen } from './first-screen-styles';

/** Past this the stylesheet is linked instead: a big one is better cached once than sent with every page. */
export const MAX_INLINE_STYLE_BYTES = 64 * 1024;

/** The text of the built stylesheets the manifest names, or null when there are none or one cannot be read. */
export async function readStylesheets(publicDir: string, hrefs: readonly string[]): Promise<string | null> {
  if (hrefs.length === 0) return null;
  try {
    const texts = await Promise.all(hrefs.map((href) => readFile(path.join(publicDir, href.replace(/^\/+/, '')), 'utf8')));
    return texts.join('\n');
  } catch {
    return null;
  }
}

const withoutSourceMap = (css: string): string => css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();

/** The stylesheet as it can sit in a <style> element: its source-map comment dropped; null when it cannot. */
export function inlineable(css: string): string | null {
  const text = withoutSourceMap(css);
  if (Buffer.byteLength(text) > MAX_INLINE_STYLE_BYTES || /<\/style/i.test(text)) return null;
  return text;
}

/** A page's inlined CSS by its path: its first screen's cut of the stylesheet (null: link the sheet in the head). */
export type InlineStylesFor = (pathname: string) => string | null;

const SCREENS: readonly FirstScreen[] = ['home', 'listing', 'product', 'cart', 'checkout', 'other'];

/** The first-screen cuts of the built stylesheets, one per page type, or null when they cannot be read. */
export async function readFirstScreenStyles(publicDir: string, hrefs: readonly string[]): Promise<InlineStylesFor | null> {
  const css = await readStylesheets(publicDir, hrefs);
  return css === null ? null : firstScreenCuts(css);
}

/** The cuts of one stylesheet's text, computed once; a cut too big or unsafe to inline is linked. */
export function firstScreenCuts(css: string): InlineStylesFor {
  const whole = withoutSourceMap(css);
  const cuts = new Map(SCREENS.map((screen) => [screen, inlineable(firstScreenStyles(whole, screen))]));
  return (pathname) => cuts.get(firstScreenOf(pathname)) ?? null;
}
