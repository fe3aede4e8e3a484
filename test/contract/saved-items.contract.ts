// What every SavedItems must do: a customer's list starts empty, keeps what a change leaves, in
// order, apart from other customers', and two changes at once both count. Run once per adapter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedItems } from '../../src/application/ports';
import type { SavedItem } from '../../src/domain/saved-items';

export interface SavedItemsUnderTest {
  savedItems: SavedItems;
  /** A customer the store knows, new and with nothing saved. */
  newCustomer(): Promise<string>;
  close(): Promise<void>;
}

const item = (handle: string, savedAt: string, amount = '1299.00', currencyCode = 'AUD'): SavedItem => ({
  productId: `gid://shopify/Product/${handle.length}${handle.charCodeAt(0)}`,
  handle,
  savedPrice: { amount, currencyCode },
  savedAt,
});

export function describeSavedItemsContract(name: string, start: () => Promise<SavedItemsUnderTest>) {
  describe(`SavedItems contract: ${name}`, () => {
    let subject: SavedItemsUnderTest;
    beforeAll(async () => {
      subject = await start();
    });
    afterAll(() => subject.close());

    it('a new customer has an empty list', async () => {
      expect(await subject.savedItems.list(await subject.newCustomer())).toEqual([]);
    });

    it('keeps what a change leaves, every field, newest first', async () => {
      const customer = await subject.newCustomer();
      const older = item('fender-strat', '2026-01-01T10:00:00.000Z', '1299.95', 'AUD');
      const newer = item('gibson-lp', '2026-02-01T10:00:00.000Z', '899.00', 'USD');
      const answered = await subject.savedItems.update(customer, () => [newer, older]);
      expect(answered).toEqual([newer, older]);
      expect(await subject.savedItems.list(customer)).toEqual([newer, older]);
    });

    it('a change sees the stored list and may remove from it', async () => {
      const customer = await subject.newCustomer();
      await subject.savedItems.update(customer, () => [item('b', '2026-01-02T00:00:00.000Z'), item('a', '2026-01-01T00:00:00.000Z')]);
      let seen: readonly SavedItem[] = [];
      await subject.savedItems.update(customer, (items) => {
        seen = items;
        return items.filter((saved) => saved.handle !== 'b');
      });
      expect(seen.map((saved) => saved.handle)).toEqual(['b', 'a']);
      expect((await subject.savedItems.list(customer)).map((saved) => saved.handle)).toEqual(['a']);
    });

    it("keeps customers' lists apart", async () => {
      const ann = await subject.newCustomer();
      const bob = await subject.newCustomer();
      await subject.savedItems.update(ann, () => [item('ann-guitar', '2026-01-01T00:00:00.000Z')]);
      await subject.savedItems.update(bob, () => [item('bob-drums', '2026-01-01T00:00:00.000Z')]);
      expect((await subject.savedItems.list(ann)).map((saved) => saved.handle)).toEqual(['ann-guitar']);
      expect((await subject.savedItems.list(bob)).map((saved) => saved.handle)).toEqual(['bob-drums']);
    });

    it('two changes at once both count (no lost update)', async () => {
      const customer = await subject.newCustomer();
      const add = (saved: SavedItem) => (items: readonly SavedItem[]) => [saved, ...items];
      await Promise.all([
        subject.savedItems.update(customer, add(item('one', '2026-01-01T00:00:00.000Z'))),
        subject.savedItems.update(customer, add(item('two', '2026-01-02T00:00:00.000Z'))),
      ]);
      expect((await subject.savedItems.list(customer)).map((saved) => saved.handle).sort()).toEqual(['one', 'two']);
    });

    it('an emptied list reads back empty', async () => {
      const customer = await subject.newCustomer();
      await subject.savedItems.update(customer, () => [item('x', '2026-01-01T00:00:00.000Z')]);
      await subject.savedItems.update(customer, () => []);
      expect(await subject.savedItems.list(customer)).toEqual([]);
    });
  });
}
