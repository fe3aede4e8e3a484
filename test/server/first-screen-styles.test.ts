// Issue 33, critical CSS: a page inlines its first screen's cut of the stylesheet and links the whole
// sheet after its content. The cut drops a rule only when every selector of it names a class of
// what shows after the shopper acts, or of another page type.
import { build } from 'esbuild';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { firstScreenOf, firstScreenStyles, type FirstScreen } from '../../src/server/first-screen-styles';
import { firstScreenCuts } from '../../src/server/inline-styles';
import { buildTestApp, TEST_ASSETS } from '../support/test-app';

describe('the page type of a path', () => {
  it.each([
    ['/', 'home'],
    ['/en-gb', 'home'],
    ['/en-gb/', 'home'],
    ['/collections/guitar-bass', 'listing'],
    ['/en-au/collections/drums', 'listing'],
    ['/search', 'listing'],
    ['/products/some-guitar', 'product'],
    ['/en-nz/products/some-guitar', 'product'],
    ['/cart', 'cart'],
    ['/en-gb/cart', 'cart'],
    ['/cartography', 'other'],
    ['/pages/about-us', 'other'],
    ['/checkout', 'checkout'],
    ['/en-gb/checkout/abc', 'checkout'],
    ['/checkouts', 'other'],
    ['/account', 'other'],
    ['/locations/melbourne-fitzroy', 'other'],
    ['/productsx/a', 'other'],
  ] as const)('%s is %s', (pathname, screen) => {
    expect(firstScreenOf(pathname)).toBe(screen);
  });
});

const SHEET = [
  ':root{--ink:#111}',
  '.site-header{position:sticky}',
  '.mobile-menu__panel{position:fixed}',
  '.cart-drawer__body,.cart-drawer{display:grid}',
  '.product-card,.cart-drawer{border:0}',
  '.product-gallery{display:grid}',
  '.shop-section__filters{display:none}',
  '.home-stores li{margin:0}',
  '.cart-line:hover{color:red}',
  '.account-form{gap:1rem}',
  '.checkout-summary{display:grid}',
  '@media (min-width:1024px){.mega-menu__panel{display:grid}.site-header__bar{gap:1rem}}',
  '@media (min-width:768px){.lightbox{inset:0}}',
  '@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}',
  '.banner::after{content:"}{"}',
  ':is(.product-page,.cart-page) h1{margin:0}',
  '.price:not(.cart-drawer__price){color:red}',
  '.home-stores:has(.store-card){gap:0}',
].join('');

describe('the first-screen cut of a stylesheet', () => {
  // [page type, rules kept] for the sheet above (a class inside :is() or :not() never drops a rule).
  it.each(
    (
  [
    [
      'home',
      ':root{--ink:#111}.site-header{position:sticky}.product-card,.cart-drawer{border:0}.home-stores li{margin:0}@media (min-width:1024px){.site-header__bar{gap:1rem}}@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}.banner::after{content:"}{"}:is(.product-page,.cart-page) h1{margin:0}',
    ],
    [
      'product',
      ':root{--ink:#111}.site-header{position:sticky}.product-card,.cart-drawer{border:0}.product-gallery{display:grid}@media (min-width:1024px){.site-header__bar{gap:1rem}}@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}.banner::after{content:"}{"}:is(.product-page,.cart-page) h1{margin:0}',
    ],
    [
      'listing',
      ':root{--ink:#111}.site-header{position:sticky}.product-card,.cart-drawer{border:0}.shop-section__filters{display:none}@media (min-width:1024px){.site-header__bar{gap:1rem}}@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}.banner::after{content:"}{"}:is(.product-page,.cart-page) h1{margin:0}',
    ],
    [
      'cart',
      ':root{--ink:#111}.site-header{position:sticky}.product-card,.cart-drawer{border:0}.cart-line:hover{color:red}@media (min-width:1024px){.site-header__bar{gap:1rem}}@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}.banner::after{content:"}{"}:is(.product-page,.cart-page) h1{margin:0}',
    ],
    [
      'checkout',
      ':root{--ink:#111}.site-header{position:sticky}.cart-line:hover{color:red}.checkout-summary{display:grid}@media (min-width:1024px){.site-header__bar{gap:1rem}}@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}.banner::after{content:"}{"}:is(.product-page,.cart-page) h1{margin:0}',
    ],
    [
      'other',
      ':root{--ink:#111}.site-header{position:sticky}.product-card,.cart-drawer{border:0}.home-stores li{margin:0}.cart-line:hover{color:red}.account-form{gap:1rem}@media (min-width:1024px){.site-header__bar{gap:1rem}}@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}.banner::after{content:"}{"}:is(.product-page,.cart-page) h1{margin:0}',
    ],
  ] as [FirstScreen, string][]
    ).map(([screen, kept]): [FirstScreen, string] => [screen, `${kept}.price:not(.cart-drawer__price){color:red}${screen === 'home' || screen === 'other' ? '.home-stores:has(.store-card){gap:0}' : ''}`]))('for %s keeps only its rules', (screen, kept) => {
    expect(firstScreenStyles(SHEET, screen)).toBe(`/*first-screen:${screen}*/${kept}`);
  });
});

// The built stylesheet, bundled and minified here as `npm run build` does (the test does not depend
// on a build having run): each of the four measured page types inlines at most 44 KB of it, under the
// 64 KB inline limit the whole sheet had reached (63.6 KB).
const built = await (async () => {
  const out = await build({
    entryPoints: ['src/ui/styles/index.css'],
    bundle: true,
    minify: true,
    write: false,
    charset: 'utf8',
    target: ['chrome92', 'firefox87', 'ios14.6', 'safari14.1'],
    outdir: 'out',
    assetNames: 'media/[name]-[hash]',
    publicPath: '/assets',
    logLevel: 'silent',
  });
  const css = out.outputFiles.find((file) => file.path.endsWith('.css'));
  if (!css) throw new Error('esbuild gave no stylesheet');
  return css.text;
})();

describe('the cuts of the built stylesheet', () => {
  it.each([
    ['/', 44 * 1024],
    ['/collections/guitar-bass', 44 * 1024],
    ['/products/a', 44 * 1024],
    ['/cart', 44 * 1024],
    ['/checkout/a', 44 * 1024],
    ['/pages/about-us', 64 * 1024],
  ])('%s inlines at most %i bytes', (pathname, most) => {
    const cut = firstScreenCuts(built)(pathname);
    expect(cut).not.toBeNull();
    expect(Buffer.byteLength(cut!)).toBeLessThanOrEqual(most);
    expect(Buffer.byteLength(cut!)).toBeLessThan(Buffer.byteLength(built));
  });
});

describe('a page with a first-screen cut', () => {
  it('inlines the cut in the head and links the whole sheet after its content, once', async () => {
    const { app } = await buildTestApp({ app: { inlineStyles: firstScreenCuts('.site-header{color:red}.cart-drawer{color:blue}') } });
    const html = (await request(app).get('/collections/guitar-bass').set('host', 'shop.test')).text;
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('</head>'));
    expect(head).toContain('<style id="__styles">/*first-screen:listing*/.site-header{color:red}</style>');
    expect(head).not.toContain('rel="stylesheet"');
    expect(body.split(`<link rel="stylesheet" href="${TEST_ASSETS.styles[0]}"/>`).length).toBe(2);
    expect(body.indexOf(`<link rel="stylesheet" href="${TEST_ASSETS.styles[0]}"/>`)).toBeGreaterThan(body.indexOf('</footer>'));
  });

  it('gives each page type its own cut', async () => {
    const { app } = await buildTestApp({ app: { inlineStyles: firstScreenCuts('.site-header{color:red}.payment-options{color:blue}') } });
    const style = async (pathname: string) => /<style id="__styles">([^<]*)<\/style>/.exec((await request(app).get(pathname).set('host', 'shop.test')).text)?.[1];
    expect(await style('/pages/about-us')).toBe('/*first-screen:other*/.site-header{color:red}.payment-options{color:blue}');
    expect(await style('/')).toBe('/*first-screen:home*/.site-header{color:red}');
    expect(await style('/pages/contact')).toBe('/*first-screen:other*/.site-header{color:red}.payment-options{color:blue}');
  });
});
