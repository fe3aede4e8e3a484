// What every Captcha must do: a token a person was given for the form's action passes, and any
// token, however odd, gets one of the port's verdicts rather than an exception, even when the
// provider cannot be reached. Run once per adapter; the production one against a local stand-in
// that issues tokens and verifies them the way Google's siteverify does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaVerdict } from '../../src/application/newsletter/subscription';
import type { Captcha } from '../../src/application/ports';

export interface CaptchaUnderTest {
  captcha: Captcha;
  /** A token the provider issued to a person for this action. */
  tokenFor(action: string): string;
  /** From now on the provider cannot be reached (a no-op where there is none). */
  makeUnreachable(): Promise<void>;
  close(): Promise<void>;
}

const ACTION = 'opt_in_cta_form';
const REASONS = ['missing-token', 'rejected', 'low-score', 'wrong-action', 'unavailable'];

function expectVerdict(verdict: CaptchaVerdict) {
  if (verdict.passed) expect(verdict).toEqual({ passed: true });
  else expect(REASONS).toContain(verdict.reason);
  expect(Object.keys(verdict).sort()).toEqual(verdict.passed ? ['passed'] : ['passed', 'reason']);
}

export function describeCaptchaContract(name: string, start: () => Promise<CaptchaUnderTest>) {
  describe(`Captcha contract: ${name}`, () => {
    let subject: CaptchaUnderTest;
    beforeAll(async () => {
      subject = await start();
    });
    afterAll(() => subject.close());

    it('a token a person got for the form passes', async () => {
      expect(await subject.captcha.verify({ token: subject.tokenFor(ACTION), action: ACTION, remoteIp: '203.0.113.7' })).toEqual({ passed: true });
    });

    it.each([
      { name: 'an empty token', token: '' },
      { name: 'blanks', token: '   ' },
      { name: 'an unknown token', token: 'never-issued' },
      { name: 'a huge token', token: 'x'.repeat(20_000) },
      { name: 'a token with form syntax in it', token: 'a&secret=mine&response=b' },
      { name: 'non-ASCII', token: 'тест-🎸' },
    ])('$name gets a verdict, never an exception', async ({ token }) => {
      expectVerdict(await subject.captcha.verify({ token, action: ACTION }));
    });

    it('concurrent checks each get their own verdict', async () => {
      const tokens = [subject.tokenFor(ACTION), subject.tokenFor(ACTION), subject.tokenFor(ACTION)];
      const verdicts = await Promise.all(tokens.map((token) => subject.captcha.verify({ token, action: ACTION })));
      expect(verdicts).toEqual([{ passed: true }, { passed: true }, { passed: true }]);
    });

    it('with the provider out of reach, a check still ends in a verdict', async () => {
      const token = subject.tokenFor(ACTION);
      await subject.makeUnreachable();
      expectVerdict(await subject.captcha.verify({ token, action: ACTION }));
    });
  });
}
