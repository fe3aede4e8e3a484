// Static parts splice a page's own values into markup React wrote once: they must be escaped to the
// very bytes React writes, through the shop's one escaper (issue 32: one HTML escaper).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { escapedAsReact } from '../../src/server/ssr/static-parts';

describe('a value escaped as React escapes it', () => {
  it.each([
    ['Fender Player Stratocaster', 'Fender Player Stratocaster'],
    ["Player's Choice", 'Player&#x27;s Choice'],
    ['Rock & Roll', 'Rock &amp; Roll'],
    ['12" subwoofer', '12&quot; subwoofer'],
    ['<b>bold</b>', '&lt;b&gt;bold&lt;/b&gt;'],
    ['', ''],
  ])('%j is written %j', (value, bytes) => {
    expect(escapedAsReact(value)).toBe(bytes);
  });

  it.each([["Player's \"Rock & Roll\" <Amp>"], ['a\'b"c&d<e>f']])('%j is what React writes in a text and in an attribute', (value) => {
    expect(`<span title="${escapedAsReact(value)}">${escapedAsReact(value)}</span>`).toBe(renderToStaticMarkup(createElement('span', { title: value }, value)));
  });
});
