import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/locale';
import { applyTitleTemplate, canonicalContentSlug, canonicalUrl, normalisedPagePath, localeAlternates, plainTextDescription, PRIVATE_PAGE_ROBOTS, productJsonLd, robotsContent, truncate, validateSeo } from '../../src/domain/seo';

const P = 'Error in SEO input: ';

describe('SEO: title up to 120; description up to 155; url starting with http; handle starting with @; messages prefixed; invalid values only warned about', () => {
  it.each([
    { name: 'a title of 120 characters is fine', input: { title: 'x'.repeat(120) }, expected: [] },
    { name: 'a title of 121 characters is warned about', input: { title: 'x'.repeat(121) }, expected: [`${P}\`title\` should not be longer than 120 characters`] },
    { name: 'a title that is not a string is warned about', input: { title: 42 }, expected: [`${P}\`title\` should be a string`] },
    { name: 'a description of 155 characters is fine', input: { description: 'd'.repeat(155) }, expected: [] },
    { name: 'a description of 156 characters is warned about', input: { description: 'd'.repeat(156) }, expected: [`${P}\`description\` should not be longer than 155 characters`] },
    { name: 'a description that is not a string is warned about', input: { description: ['x'] }, expected: [`${P}\`description\` should be a string`] },
    { name: 'a url starting with http is fine', input: { url: 'https://shop.example/x' }, expected: [] },
    { name: 'a url without http is warned about', input: { url: 'ftp://shop.example' }, expected: [`${P}\`url\` should be a string starting with http`] },
    { name: 'a url that is not a string is warned about', input: { url: 7 }, expected: [`${P}\`url\` should be a string starting with http`] },
    { name: 'a handle starting with @ is fine', input: { handle: '@shop' }, expected: [] },
    { name: 'a handle without @ is warned about', input: { handle: 'shop' }, expected: [`${P}\`handle\` should be a string starting with @`] },
    { name: 'a handle that is not a string is warned about', input: { handle: null }, expected: [`${P}\`handle\` should be a string starting with @`] },
    { name: 'absent fields are fine', input: {}, expected: [] },
  ])('$name', ({ input, expected }) => {
    expect(validateSeo(input)).toEqual(expected);
  });

  it('several invalid values give several warnings, all prefixed', () => {
    const warnings = validateSeo({ title: 'x'.repeat(200), url: 'nope', handle: 'x' });
    expect(warnings).toHaveLength(3);
    for (const w of warnings) expect(w.startsWith(P)).toBe(true);
  });
});

describe('Page title plus a title template appending the site title; parts share the separator \' · \'', () => {
  it.each([
    { name: 'a site title is appended with " · "', title: 'Drums', template: 'Music Shop', expected: 'Drums · Music Shop' },
    { name: 'a %s template is filled in', title: 'Drums', template: '%s · Music Shop', expected: 'Drums · Music Shop' },
    { name: 'a bare %s template gives the title', title: 'Drums', template: '%s', expected: 'Drums' },
    { name: 'no template gives the title', title: 'Drums', template: undefined, expected: 'Drums' },
    { name: 'an empty template gives the title', title: 'Drums', template: '', expected: 'Drums' },
    { name: 'a title equal to the site title is not repeated', title: 'Music Shop', template: 'Music Shop', expected: 'Music Shop' },
    { name: 'no title gives the site title', title: '', template: 'Music Shop', expected: 'Music Shop' },
    { name: 'no title with a %s template gives the site title without separator', title: '', template: '%s · Music Shop', expected: 'Music Shop' },
    { name: 'no title with a trailing %s gives the site title', title: '', template: 'Music Shop · %s', expected: 'Music Shop' },
    { name: 'no title with a bare %s gives nothing', title: '', template: '%s', expected: '' },
  ])('$name', ({ title, template, expected }) => {
    expect(applyTitleTemplate(title, template)).toBe(expected);
  });
});

describe('Description is converted to plain text and cut with \'...\' when longer than the given length', () => {
  it.each([
    { name: 'tags are stripped', input: '<p>Great <b>bass</b></p>', max: 155, expected: 'Great bass' },
    { name: 'block tags separate words', input: '<p>one</p><p>two</p>', max: 155, expected: 'one two' },
    { name: 'whitespace collapses', input: '  a \n\t b  ', max: 155, expected: 'a b' },
    { name: 'common entities are decoded', input: 'Rock &amp; Roll &lt;3 &quot;loud&quot; &#39;n&apos; &nbsp;x', max: 155, expected: 'Rock & Roll <3 "loud" \'n\' x' },
    { name: 'numeric entities are decoded', input: '&#169; &#x2122; &#X2122;', max: 155, expected: '© ™ ™' },
    { name: 'the highest code point is decoded', input: '&#1114111;', max: 155, expected: String.fromCodePoint(0x10ffff) },
    { name: 'a code point beyond Unicode stays as written', input: '&#1114112;', max: 155, expected: '&#1114112;' },
    { name: 'unknown entities stay as written', input: '&bogus; &#0;', max: 155, expected: '&bogus; &#0;' },
    { name: 'text of exactly the length is not cut', input: 'abcde', max: 5, expected: 'abcde' },
    { name: 'text one longer is cut to fit with ...', input: 'abcdef', max: 5, expected: 'ab...' },
    { name: 'the default length is 155', input: 'w'.repeat(200), max: undefined, expected: 'w'.repeat(152) + '...' },
  ])('$name', ({ input, max, expected }) => {
    expect(plainTextDescription(input, max)).toBe(expected);
  });

  it('the cut drops trailing spaces before ...', () => {
    expect(truncate('ab  cdefgh', 7)).toBe('ab...');
  });

  it.each([
    ['&amp;', '&'], ['&lt;', '<'], ['&gt;', '>'], ['&quot;', '"'], ['&apos;', "'"], ['a&nbsp;b', 'a b'], ['&ndash;', '–'], ['&mdash;', '—'],
    ['&hellip;', '…'], ['&rsquo;', '’'], ['&lsquo;', '‘'], ['&rdquo;', '”'], ['&ldquo;', '“'], ['&copy;', '©'], ['&reg;', '®'], ['&trade;', '™'], ['&AMP;', '&'],
  ])('the common entity %s decodes to %s', (entity, text) => {
    expect(plainTextDescription(entity)).toBe(text);
  });

  it('a length under 3 still ends in ...', () => {
    expect(truncate('abcdef', 2)).toBe('...');
  });
});

describe('SEO alternates (language, url, default) per locale', () => {
  it('gives one alternate per locale with its prefix, the default marked', () => {
    expect(localeAlternates('/products/strat', 'https://shop.example/', LOCALES, 'en-us')).toEqual([
      { language: 'en-US', url: 'https://shop.example/products/strat', default: true },
      { language: 'en-AU', url: 'https://shop.example/en-au/products/strat', default: false },
      { language: 'en-GB', url: 'https://shop.example/en-gb/products/strat', default: false },
      { language: 'en-NO', url: 'https://shop.example/en-no/products/strat', default: false },
    ]);
  });

  it('the home page of a prefixed locale is the bare prefix', () => {
    const alternates = localeAlternates('/', 'https://shop.example', LOCALES, 'en-us');
    expect(alternates.map((a) => a.url)).toEqual(['https://shop.example/', 'https://shop.example/en-au', 'https://shop.example/en-gb', 'https://shop.example/en-no']);
  });

  it('follows the configured default locale and makes a relative path absolute', () => {
    const alternates = localeAlternates('cart', 'https://shop.example//', LOCALES, 'en-au');
    expect(alternates.find((a) => a.default)).toEqual({ language: 'en-AU', url: 'https://shop.example/cart', default: true });
    expect(alternates[0]).toEqual({ language: 'en-US', url: 'https://shop.example/en-us/cart', default: false });
  });
});

describe('SEO robots flags', () => {
  it.each([
    { name: 'no flags index and follow', flags: undefined, expected: 'index,follow' },
    { name: 'noIndex', flags: { noIndex: true }, expected: 'noindex,follow' },
    { name: 'noFollow', flags: { noFollow: true }, expected: 'index,nofollow' },
    { name: 'false flags are ignored', flags: { noIndex: false, noArchive: false }, expected: 'index,follow' },
    {
      name: 'every flag',
      flags: { noIndex: true, noFollow: true, noArchive: true, noSnippet: true, noImageIndex: true, noTranslate: true, maxSnippet: 50, maxImagePreview: 'large' as const, maxVideoPreview: 0 },
      expected: 'noindex,nofollow,noarchive,nosnippet,noimageindex,notranslate,max-snippet:50,max-image-preview:large,max-video-preview:0',
    },
  ])('$name', ({ flags, expected }) => {
    expect(robotsContent(flags)).toBe(expected);
  });

  it("a shopper's own pages (cart, checkout, account, sign-in) are noindex but their links are followed", () => {
    expect(robotsContent(PRIVATE_PAGE_ROBOTS)).toBe('noindex,follow');
  });
});

describe('SEO Product JSON-LD', () => {
  const base = { title: 'Strat', sku: 'FEN-1', url: 'https://shop.example/products/strat', price: { amount: '1299.95', currencyCode: 'AUD' } };

  it('describes the product and one offer in stock', () => {
    expect(productJsonLd({ ...base, brand: 'Fender', description: '<p>Great &amp; loud</p>', images: ['a.jpg'], availability: 'InStock' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Strat',
      sku: 'FEN-1',
      url: base.url,
      description: 'Great & loud',
      brand: { '@type': 'Brand', name: 'Fender' },
      image: ['a.jpg'],
      offers: { '@type': 'Offer', price: '1299.95', priceCurrency: 'AUD', availability: 'https://schema.org/InStock', url: base.url },
    });
  });

  it('marks a backorder as BackOrder', () => {
    expect((productJsonLd({ ...base, availability: 'BackOrder' }).offers as Record<string, string>).availability).toBe('https://schema.org/BackOrder');
  });

  it('leaves out what is missing and marks an offer out of stock', () => {
    const ld = productJsonLd({ ...base, images: [], availability: 'OutOfStock' });
    expect(ld).not.toHaveProperty('brand');
    expect(ld).not.toHaveProperty('description');
    expect(ld).not.toHaveProperty('image');
    expect((ld.offers as Record<string, string>).availability).toBe('https://schema.org/OutOfStock');
  });

  it('gives one Offer per variant, each with its SKU, price, availability and URL', () => {
    const ld = productJsonLd({
      ...base,
      availability: 'InStock',
      offers: [
        { sku: 'FEN-1', price: { amount: '1299.95', currencyCode: 'AUD' }, availability: 'InStock', url: `${base.url}?Colour=Black` },
        { sku: 'FEN-2', price: { amount: '1349.95', currencyCode: 'AUD' }, availability: 'BackOrder', url: `${base.url}?Colour=Sunburst` },
      ],
    });
    expect(ld.offers).toEqual([
      { '@type': 'Offer', sku: 'FEN-1', price: '1299.95', priceCurrency: 'AUD', availability: 'https://schema.org/InStock', url: `${base.url}?Colour=Black` },
      { '@type': 'Offer', sku: 'FEN-2', price: '1349.95', priceCurrency: 'AUD', availability: 'https://schema.org/BackOrder', url: `${base.url}?Colour=Sunburst` },
    ]);
  });
});

describe('one address per page (issue 17)', () => {
  it.each([
    ['/pages/about-us', '/pages/about-us'],
    ['/pages/about-us/', '/pages/about-us'],
    ['/Pages/About-Us', '/pages/about-us'],
    ['/products/X-1//', '/products/x-1'],
    ['/', '/'],
    ['', '/'],
    ['/checkout/AbC', '/checkout/AbC'],
    ['/checkout/AbC/', '/checkout/AbC'],
    ['/pages/%C3%A9T%C3%A9', '/pages/%C3%A9t%C3%A9'],
  ])('normalisedPagePath(%j) = %j', (path, expected) => {
    expect(normalisedPagePath(path)).toBe(expected);
  });

  it.each([
    ['https://shop.example', '', '/', 'https://shop.example/'],
    ['https://shop.example', '/en-au', '/', 'https://shop.example/en-au'],
    ['https://shop.example/', '/en-au', '/pages/x/', 'https://shop.example/en-au/pages/x'],
    ['https://shop.example', '', 'pages/x', 'https://shop.example/pages/x'],
  ])('canonicalUrl(%j, %j, %j) = %j', (origin, prefix, path, expected) => {
    expect(canonicalUrl(origin, prefix, path)).toBe(expected);
  });

  it('specials is the Clearance Centre; other slugs are their own', () => {
    expect(canonicalContentSlug('specials')).toBe('clearance-centre');
    expect(canonicalContentSlug('clearance-centre')).toBe('clearance-centre');
    expect(canonicalContentSlug('about-us')).toBe('about-us');
  });
});
