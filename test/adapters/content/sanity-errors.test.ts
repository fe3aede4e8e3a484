import { describe, expect, it } from 'vitest';
import { ContentSourceError } from '../../../src/adapters/groq/content-source-error';
import { translateSanityError } from '../../../src/adapters/sanity/sanity-errors';

describe('translateSanityError', () => {
  it.each([
    { name: 'a refused connection', error: Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }), code: 'content_unavailable' },
    { name: 'a DNS failure', error: Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' }), code: 'content_unavailable' },
    { name: 'an aborted total timeout', error: new DOMException('The operation was aborted due to timeout', 'TimeoutError'), code: 'content_timeout' },
  ])('$name becomes $code', ({ error, code }) => {
    expect(translateSanityError(error, 'layout')).toMatchObject({ code, cause: error });
  });

  it.each([
    { name: 'a programming error', error: new TypeError("Cannot read properties of undefined (reading 'x')") },
    { name: 'a thrown string', error: 'boom' },
  ])('leaves $name as it is, to be rethrown', ({ error }) => {
    expect(translateSanityError(error, 'layout')).toBe(error);
  });

  it('keeps an error that is already typed', () => {
    const typed = new ContentSourceError('content_malformed', 'x');
    expect(translateSanityError(typed, 'layout')).toBe(typed);
  });
});
