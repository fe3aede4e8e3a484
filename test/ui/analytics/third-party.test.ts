import { describe, expect, it } from 'vitest';
import { thirdPartySettings, thirdPartySources } from '../../../src/ui/analytics/third-party';

describe('third-party settings: only well-formed values are used', () => {
  it.each([
    { key: 'captchaSiteKey', value: '6LcAbCdEfGhIjKlMnOp', kept: true },
    { key: 'captchaSiteKey', value: 'bad key"', kept: false },
    { key: 'tagManagerId', value: 'GTM-ABC1234', kept: true },
    { key: 'tagManagerId', value: 'UA-12345-1', kept: false },
    { key: 'tagManagerId', value: "GTM-1'; script-src *", kept: false },
    { key: 'bnplWidgetUrl', value: 'https://js.afterpay.com/afterpay-1.x.js', kept: true },
    { key: 'bnplWidgetUrl', value: 'http://js.afterpay.com/afterpay-1.x.js', kept: false },
    { key: 'reviewsWidgetUrl', value: 'javascript:alert(1)', kept: false },
    { key: 'reviewsWidgetUrl', value: 'https://user:pass@reviews.example/w.js', kept: false },
    { key: 'fontStylesheetUrl', value: 'https://fonts.googleapis.com/css2?family=Inter', kept: true },
  ])('$key = $value kept: $kept', ({ key, value, kept }) => {
    expect(key in thirdPartySettings({ [key]: value })).toBe(kept);
  });
});

describe('CSP sources per configured third party', () => {
  it('nothing configured allows nothing', () => {
    expect(thirdPartySources({})).toEqual({ scriptSrc: [], styleSrc: [], fontSrc: [], connectSrc: [], frameSrc: [], imgSrc: [] });
  });

  it.each([
    { settings: { captchaSiteKey: 'k' }, directive: 'scriptSrc', sources: ['https://www.google.com', 'https://www.gstatic.com'] },
    { settings: { tagManagerId: 'GTM-ABCD' }, directive: 'scriptSrc', sources: ['https://www.googletagmanager.com'] },
    { settings: { bnplWidgetUrl: 'https://js.afterpay.com/a.js' }, directive: 'scriptSrc', sources: ['https://js.afterpay.com'] },
    { settings: { reviewsWidgetUrl: 'https://cdn.reviews.example/w.js' }, directive: 'imgSrc', sources: ['https://cdn.reviews.example'] },
    { settings: { fontStylesheetUrl: 'https://fonts.googleapis.com/css2?family=Inter' }, directive: 'fontSrc', sources: ['https://fonts.gstatic.com'] },
    { settings: { fontStylesheetUrl: 'https://use.typekit.net/abc.css' }, directive: 'fontSrc', sources: ['https://use.typekit.net'] },
  ] as const)('$settings → $directive $sources', ({ settings, directive, sources }) => {
    expect(thirdPartySources(settings)[directive]).toEqual(sources);
  });
});
