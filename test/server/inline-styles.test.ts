import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { inlineable, MAX_INLINE_STYLE_BYTES, readStylesheets } from '../../src/server/inline-styles';
import { buildTestApp, TEST_ASSETS } from '../support/test-app';

describe('the stylesheet inlined in the head (no render-blocking request before the first paint)', () => {
  it('renders the stylesheet in a <style> in the head and links nothing', async () => {
    const { app } = await buildTestApp({ app: { inlineStyles: '.site-header{color:red}' } });
    const html = (await request(app).get('/collections/guitar-bass').set('host', 'shop.test')).text;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style id="__styles">.site-header{color:red}</style>');
    expect(head).not.toContain('rel="stylesheet"');
    // Not a second time in the router payload.
    expect(html.split('.site-header{color:red}').length).toBe(2);
  });

  it('links the stylesheet when there is nothing to inline', async () => {
    const { app } = await buildTestApp();
    const html = (await request(app).get('/').set('host', 'shop.test')).text;
    expect(html).toContain(`<link rel="stylesheet" href="${TEST_ASSETS.styles[0]}"/>`);
    expect(html).not.toContain('id="__styles"');
  });

  it.each([
    ['drops the source-map comment', 'a{b:c}\n/*# sourceMappingURL=/assets/styles-X.css.map */\n', 'a{b:c}'],
    ['keeps a stylesheet at the size limit', 'a'.repeat(MAX_INLINE_STYLE_BYTES), 'a'.repeat(MAX_INLINE_STYLE_BYTES)],
    ['links one past the size limit', 'a'.repeat(MAX_INLINE_STYLE_BYTES + 1), null],
    ['links one that would close the <style> element', 'a{content:"</style><script>"}', null],
  ])('%s', (_name, css, expected) => {
    expect(inlineable(css)).toBe(expected);
  });

  it('reads the built stylesheets named by the manifest, and links when one is missing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inline-styles-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'styles-A.css'), 'a{b:c}');
    expect(await readStylesheets(dir, ['/assets/styles-A.css'])).toBe('a{b:c}');
    expect(await readStylesheets(dir, ['/assets/styles-A.css', '/assets/missing.css'])).toBeNull();
    expect(await readStylesheets(dir, [])).toBeNull();
  });
});
