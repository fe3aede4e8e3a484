// The newsletter and alert forms reuse a reCAPTCHA token while it is young (reCAPTCHA's tokens live
// two minutes; the forms renew after 110 s) and never reuse an empty one.
import { describe, expect, it } from 'vitest';
import { captchaTokenCache } from '../../../src/ui/newsletter/use-fresh-captcha-token';

function setUp(answers: string[]) {
  let clock = 0;
  const asked: number[] = [];
  const fresh = captchaTokenCache(
    async () => {
      asked.push(clock);
      return answers.shift() ?? 'spare';
    },
    () => clock,
  );
  return { fresh, asked, at: (ms: number) => void (clock = ms) };
}

describe('captcha token cache', () => {
  it.each([
    [0, 'first', 1],
    [109_999, 'first', 1],
    [110_000, 'second', 2],
    [180_000, 'second', 2],
  ])('a second call %i ms after the first answers %s (%i asked)', async (later, expected, askedCount) => {
    const { fresh, asked, at } = setUp(['first', 'second']);
    expect(await fresh()).toBe('first');
    at(later);
    expect(await fresh()).toBe(expected);
    expect(asked).toHaveLength(askedCount);
  });

  it('asks again after an empty token, and after a failure', async () => {
    const { fresh, asked } = setUp(['', 'token']);
    expect(await fresh()).toBe('');
    expect(await fresh()).toBe('token');
    expect(asked).toHaveLength(2);

    const failing = captchaTokenCache(() => Promise.reject(new Error('script blocked')));
    expect(await failing()).toBe('');
  });
});
