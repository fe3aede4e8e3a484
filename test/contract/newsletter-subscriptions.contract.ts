// What every NewsletterSubscriptions must do: a new address is subscribed, a repeat is not an error
// and keeps one entry. Run once per adapter with a way to read back what the list holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterSubscriptions } from '../../src/application/ports';

export interface NewsletterUnderTest {
  subscriptions: NewsletterSubscriptions;
  /** The addresses the list holds, once each. */
  listed(): Promise<string[]>;
  close(): Promise<void>;
}

export function describeNewsletterContract(name: string, start: () => Promise<NewsletterUnderTest>) {
  describe(`NewsletterSubscriptions contract: ${name}`, () => {
    let subject: NewsletterUnderTest;
    beforeAll(async () => {
      subject = await start();
    });
    afterAll(() => subject.close());

    it('a new address is subscribed and listed', async () => {
      expect(await subject.subscriptions.subscribe('ann@example.com')).toBe('subscribed');
      expect(await subject.listed()).toContain('ann@example.com');
    });

    it('subscribing the same address again is idempotent: no error, one entry', async () => {
      await subject.subscriptions.subscribe('bob@example.com');
      expect(await subject.subscriptions.subscribe('bob@example.com')).toBe('already-subscribed');
      expect((await subject.listed()).filter((email) => email === 'bob@example.com')).toHaveLength(1);
    });

    it('different addresses are kept apart', async () => {
      await subject.subscriptions.subscribe('cat@example.com');
      await subject.subscriptions.subscribe('dan@example.com');
      expect(await subject.listed()).toEqual(expect.arrayContaining(['cat@example.com', 'dan@example.com']));
    });
  });
}
