import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { NewsletterUnavailable, type CaptchaCheck, type CaptchaVerdict, type SubscriptionOutcome } from '../../../src/application/newsletter/subscription';
import type { Captcha, EventLog, NewsletterSubscriptions } from '../../../src/application/ports';
import { SubscribeNewsletter } from '../../../src/application/newsletter/subscribe-newsletter';

class FakeCaptcha implements Captcha {
  readonly checks: CaptchaCheck[] = [];
  constructor(private readonly verdict: CaptchaVerdict) {}
  async verify(check: CaptchaCheck) {
    this.checks.push(check);
    return this.verdict;
  }
}

class InMemorySubscriptions implements NewsletterSubscriptions {
  readonly emails = new Set<string>();
  async subscribe(email: string): Promise<SubscriptionOutcome> {
    if (this.emails.has(email)) return 'already-subscribed';
    this.emails.add(email);
    return 'subscribed';
  }
}

const silentLog: EventLog = { warn: () => {}, info: () => {} };

function subject(verdict: CaptchaVerdict = { passed: true }) {
  const captcha = new FakeCaptcha(verdict);
  const list = new InMemorySubscriptions();
  return { captcha, list, useCase: new SubscribeNewsletter(captcha, list, silentLog) };
}

describe('SubscribeNewsletter', () => {
  it('verifies the token for the opt_in_cta_form action, then adds the normalised address', async () => {
    const { captcha, list, useCase } = subject();
    const result = await useCase.execute({ email: '  Ann@Example.COM ', captchaToken: 'tok', remoteIp: '10.0.0.1' });
    expect(result).toEqual({ ok: true, value: 'subscribed' });
    expect(captcha.checks).toEqual([{ token: 'tok', action: 'opt_in_cta_form', remoteIp: '10.0.0.1' }]);
    expect([...list.emails]).toEqual(['ann@example.com']);
  });

  it('a second sign-up with the same address in other letter case is idempotent', async () => {
    const { list, useCase } = subject();
    await useCase.execute({ email: 'ann@example.com', captchaToken: '' });
    expect(await useCase.execute({ email: 'ANN@example.com', captchaToken: '' })).toEqual({ ok: true, value: 'already-subscribed' });
    expect(list.emails.size).toBe(1);
  });

  it.each(['missing-token', 'rejected', 'low-score', 'wrong-action'] as const)('a captcha verdict %s is captcha-failed and stores nothing', async (reason) => {
    const { list, useCase } = subject({ passed: false, reason });
    expect(await useCase.execute({ email: 'ann@example.com', captchaToken: 'x' })).toEqual({ ok: false, error: 'captcha-failed' });
    expect(list.emails.size).toBe(0);
  });

  it('a captcha provider that cannot be reached is an outage (NewsletterUnavailable), not a refused captcha, and stores nothing', async () => {
    const { list, useCase } = subject({ passed: false, reason: 'unavailable' });
    await expect(useCase.execute({ email: 'ann@example.com', captchaToken: 'x' })).rejects.toBeInstanceOf(NewsletterUnavailable);
    expect(list.emails.size).toBe(0);
  });
});
