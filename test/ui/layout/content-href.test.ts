import { describe, expect, it } from 'vitest';
import { localeByKey } from '../../../src/domain/locale';
import { contentTarget } from '../../../src/ui/layout/content-href';
import { safeHref } from '../../../src/ui/safe-href';

const au = localeByKey('en-au');
const us = localeByKey('en-us');

describe('contentTarget: an editor link, localized by the domain rule, then checked', () => {
  it.each([
    { name: 'a relative link gets the prefix (router basename)', href: 'pages/contact', locale: au, expected: { kind: 'route', to: '/pages/contact' } },
    { name: 'a relative link on the default locale is a site path', href: 'pages/contact', locale: us, expected: { kind: 'route', to: '/pages/contact' } },
    { name: 'a site path', href: '/pages/about-us', locale: au, expected: { kind: 'route', to: '/pages/about-us' } },
    { name: 'a site path with query and hash', href: '/search?q=bass#results', locale: au, expected: { kind: 'route', to: '/search?q=bass#results' } },
    { name: 'the root', href: '/', locale: au, expected: { kind: 'route', to: '/' } },
    { name: 'a link already prefixed for this locale', href: '/en-au/cart', locale: au, expected: { kind: 'route', to: '/cart' } },
    { name: 'the bare prefix of this locale', href: '/en-au', locale: au, expected: { kind: 'route', to: '/' } },
    { name: 'a query-only link stays on the page', href: '?tab=specs', locale: au, expected: { kind: 'route', to: '?tab=specs' } },
    { name: 'a query-only link on the default locale', href: '?tab=specs', locale: us, expected: { kind: 'route', to: '?tab=specs' } },
    { name: 'surrounding spaces are ignored', href: '  pages/contact ', locale: au, expected: { kind: 'route', to: '/pages/contact' } },
    { name: "another locale's page is a full navigation", href: '/en-gb/cart', locale: au, expected: { kind: 'anchor', href: '/en-gb/cart', external: false } },
    { name: 'a prefixed link on the default locale is a full navigation', href: '/en-au/cart', locale: us, expected: { kind: 'anchor', href: '/en-au/cart', external: false } },
    { name: 'a hash', href: '#reviews', locale: au, expected: { kind: 'anchor', href: '#reviews', external: false } },
    { name: 'a web link', href: 'https://example.com/x', locale: au, expected: { kind: 'anchor', href: 'https://example.com/x', external: true } },
    { name: 'a mail link', href: 'mailto:help@example.com', locale: au, expected: { kind: 'anchor', href: 'mailto:help@example.com', external: false } },
    { name: 'a phone link', href: 'tel:1800160401', locale: us, expected: { kind: 'anchor', href: 'tel:1800160401', external: false } },
  ])('$name: $href', ({ href, locale, expected }) => {
    expect(contentTarget(href, locale)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'ftp://example.com/file',
    '',
  ])('refuses %j on every locale', (href) => {
    expect(contentTarget(href, au)).toBeNull();
    expect(contentTarget(href, us)).toBeNull();
  });
});

describe('safeHref', () => {
  it.each([
    ['/pages/contact', '/pages/contact'],
    ['#top', '#top'],
    ['?page=2', '?page=2'],
    ['https://example.com', 'https://example.com'],
    ['MAILTO:a@b.example', 'MAILTO:a@b.example'],
    ['tel:+61800000000', 'tel:+61800000000'],
    ['pages/contact', null],
    ['javascript:alert(1)', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['/ok\nline', null],
  ])('%j -> %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
