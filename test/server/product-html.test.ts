import { describe, expect, it } from 'vitest';
import { productHtml } from '../../src/server/loaders/product-html';

describe('productHtml: catalogue copy cut down to the allow-list', () => {
  it.each([
    { name: 'a script element goes with its text', html: '<p>Solid body</p><script>alert(1)</script>', expected: '<p>Solid body</p>' },
    { name: 'an uppercase, attribute-bearing script too', html: '<SCRIPT type="text/javascript">alert(1)</SCRIPT><p>ok</p>', expected: '<p>ok</p>' },
    { name: 'an img with onerror is dropped', html: '<p>Neck<img src=x onerror=alert(1)></p>', expected: '<p>Neck</p>' },
    { name: 'an event handler on an allowed tag is dropped', html: '<p onclick="alert(1)" onmouseover=alert(2)>Maple</p>', expected: '<p>Maple</p>' },
    { name: 'a javascript: href is dropped, the words stay', html: '<a href="javascript:alert(1)">specs</a>', expected: '<a rel="noopener noreferrer nofollow">specs</a>' },
    { name: 'a mixed-case, entity-encoded javascript: href is dropped', html: '<a href="JaVa&#x09;ScRiPt:alert(1)">specs</a>', expected: '<a rel="noopener noreferrer nofollow">specs</a>' },
    { name: 'a data: href is dropped', html: '<a href="data:text/html,<script>alert(1)</script>">x</a>', expected: '<a rel="noopener noreferrer nofollow">x</a>' },
    { name: 'an iframe, style and object are dropped', html: '<iframe src="https://evil.example"></iframe><style>p{}</style><object data="x"></object><p>ok</p>', expected: '<p>ok</p>' },
    { name: 'a style attribute is dropped', html: '<p style="background:url(javascript:alert(1))">ok</p>', expected: '<p>ok</p>' },
    { name: 'a web link keeps its href and gets rel', html: '<a href="https://example.com/manual.pdf" title="Manual">manual</a>', expected: '<a href="https://example.com/manual.pdf" title="Manual" rel="noopener noreferrer nofollow">manual</a>' },
    { name: "the catalogue's own rel and target give way to ours", html: '<a href="https://example.com" rel="opener" target="_blank">x</a>', expected: '<a href="https://example.com" rel="noopener noreferrer nofollow">x</a>' },
    { name: 'the allowed formatting survives', html: '<h3>Specs</h3><ul><li><strong>Body:</strong> alder</li></ul><table><tbody><tr><th scope="row">Frets</th><td colspan="2">22</td></tr></tbody></table>', expected: '<h3>Specs</h3><ul><li><strong>Body:</strong> alder</li></ul><table><tbody><tr><th scope="row">Frets</th><td colspan="2">22</td></tr></tbody></table>' },
  ])('$name', ({ html, expected }) => {
    expect(productHtml(html)).toBe(expected);
  });

  it.each([undefined, ''])('answers an empty string for %j', (html) => {
    expect(productHtml(html)).toBe('');
  });
});
