// Issue 31: a keyed cart action is answered once. A repeat gets the first answer and acts not; a
// repeat while the first is running waits for its answer; a first whose copy died is taken over when
// its claim lapses; a failed action frees its key; a store that fails lets the action go ahead.
import { describe, expect, it } from 'vitest';
import { AnswerCartActionOnce, CLAIM_LEASE_MS } from '../../../src/application/cart/answer-cart-action-once';
import type { ActionAnswers, ActionClaim, KeptAnswer } from '../../../src/application/ports';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { SqliteActionAnswers } from '../../../src/adapters/sqlite/sqlite-action-answers';

/** Answers in memory, on a clock the test moves. */
class InMemoryActionAnswers implements ActionAnswers {
  readonly rows = new Map<string, { answer: KeptAnswer | null; until: number }>();
  claim(key: string, leaseMs: number, now: number): Promise<ActionClaim> {
    const row = this.rows.get(key);
    if (row && row.until > now) return Promise.resolve(row.answer ? { kind: 'answered', answer: row.answer } : { kind: 'pending' });
    this.rows.set(key, { answer: null, until: now + leaseMs });
    return Promise.resolve({ kind: 'claimed' });
  }
  keep(key: string, answer: KeptAnswer, ttlMs: number, now: number): Promise<void> {
    this.rows.set(key, { answer, until: now + ttlMs });
    return Promise.resolve();
  }
  release(key: string): Promise<void> {
    this.rows.delete(key);
    return Promise.resolve();
  }
}

const ADDED: KeptAnswer = { status: 200, cartId: 'cart-1', json: { cart: { totalQuantity: 1 } } };

function setUp(answers: ActionAnswers = new InMemoryActionAnswers()) {
  let now = 1_000_000;
  const failures: unknown[] = [];
  const once = new AnswerCartActionOnce(answers, { clock: () => now, wait: async (ms) => void (now += ms), onStoreFailure: (error) => failures.push(error) });
  let acted = 0;
  const act = async () => {
    acted += 1;
    return ADDED;
  };
  return { once, act, acted: () => acted, failures, answers, advance: (ms: number) => void (now += ms) };
}

describe('a keyed cart action, answered once', () => {
  it('the same key twice: acts once, the second gets the first answer', async () => {
    const { once, act, acted } = setUp();
    expect(await once.execute('k', act)).toEqual({ answer: ADDED, replayed: false });
    expect(await once.execute('k', act)).toEqual({ answer: ADDED, replayed: true });
    expect(acted()).toBe(1);
  });

  it("a first add's answer is kept under its new cart's name too: a repeat carrying the new cookie is the same action", async () => {
    const { once, act, acted } = setUp();
    await once.execute('new cart|k', act, (answer) => `${answer.cartId}|k`);
    expect(await once.execute('cart-1|k', act)).toEqual({ answer: ADDED, replayed: true });
    expect(acted()).toBe(1);
  });

  it('no key: acts every time', async () => {
    const { once, act, acted } = setUp();
    await once.execute(null, act);
    await once.execute(null, act);
    expect(acted()).toBe(2);
  });

  it('a repeat while the first is still running waits for its answer', async () => {
    const answers = new InMemoryActionAnswers();
    const { once, act, acted } = setUp(answers);
    await answers.claim('k', CLAIM_LEASE_MS, 1_000_000);
    const repeat = once.execute('k', act);
    await answers.keep('k', { ...ADDED, cartId: 'first' }, 60_000, 1_000_000);
    expect(await repeat).toEqual({ answer: { ...ADDED, cartId: 'first' }, replayed: true });
    expect(acted()).toBe(0);
  });

  it("a first whose copy died is taken over once its claim lapses (after the lease, 5 s)", async () => {
    const answers = new InMemoryActionAnswers();
    const { once, act, acted } = setUp(answers);
    await answers.claim('k', CLAIM_LEASE_MS, 1_000_000);
    expect(CLAIM_LEASE_MS).toBe(5_000);
    expect(await once.execute('k', act)).toEqual({ answer: ADDED, replayed: false });
    expect(acted()).toBe(1);
  });

  it.each([
    ['a fresh claim', false, false],
    ["another copy's claim that lapsed (the copy died mid-action)", true, true],
  ])('%s: the action is told the key, the time, how long the key names it, and whether it takes a lapsed claim over (%s)', async (_name, claimedBefore, afterLapsedClaim) => {
    const answers = new InMemoryActionAnswers();
    const { once } = setUp(answers);
    if (claimedBefore) await answers.claim('k', CLAIM_LEASE_MS, 1_000_000);
    const told: unknown[] = [];
    await once.execute('k', async (given) => (told.push(given), ADDED), undefined, 5_000);
    expect(told).toEqual([{ key: 'k', at: afterLapsedClaim ? 1_005_000 : 1_000_000, keptMs: 10_000, afterLapsedClaim }]);
  });

  it('no key: the action is told none', async () => {
    const { once } = setUp();
    const told: unknown[] = [];
    await once.execute(null, async (given) => (told.push(given), ADDED));
    expect(told).toEqual([null]);
  });

  it.each([
    [4_999, { answer: ADDED, replayed: true }],
    [5_000, { answer: ADDED, replayed: false }],
  ])('an answer kept for 5 s (a key the shop derived), asked again %i ms later: %j', async (later, expected) => {
    const { once, act, advance } = setUp();
    await once.execute('k', act, undefined, 5_000);
    advance(later);
    expect(await once.execute('k', act, undefined, 5_000)).toEqual(expected);
  });

  it('a failed action frees its key: the retry acts', async () => {
    const { once, act, acted } = setUp();
    await expect(once.execute('k', () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect(await once.execute('k', act)).toEqual({ answer: ADDED, replayed: false });
    expect(acted()).toBe(1);
  });

  it('a store of answers that fails lets the action go ahead unkeyed, and says so', async () => {
    const broken: ActionAnswers = { claim: () => Promise.reject(new Error('redis away')), keep: () => Promise.reject(new Error('x')), release: () => Promise.reject(new Error('x')) };
    const { once, act, acted, failures } = setUp(broken);
    expect(await once.execute('k', act)).toEqual({ answer: ADDED, replayed: false });
    expect(acted()).toBe(1);
    expect(failures).toHaveLength(1);
  });
});

describe('SqliteActionAnswers', () => {
  it.each<[string, number, ActionClaim['kind']]>([
    ['a claim 4,999 ms old', 4_999, 'pending'],
    ['a claim 5,000 ms old (lapsed)', 5_000, 'claimed'],
  ])('%s: the next claim is %s', async (_name, later, kind) => {
    const store = new SqliteActionAnswers(openDatabase(':memory:'));
    expect(await store.claim('k', 5_000, 0)).toEqual({ kind: 'claimed' });
    expect((await store.claim('k', 5_000, later)).kind).toBe(kind);
  });

  it.each<[string, number, ActionClaim]>([
    ['an answer 9:59 old', 599_999, { kind: 'answered', answer: ADDED }],
    ['an answer 10 minutes old (expired)', 600_000, { kind: 'claimed' }],
  ])('%s: the next claim is %j', async (_name, later, claim) => {
    const store = new SqliteActionAnswers(openDatabase(':memory:'));
    await store.claim('k', 5_000, 0);
    await store.keep('k', ADDED, 600_000, 0);
    expect(await store.claim('k', 5_000, later)).toEqual(claim);
  });

  it('a released key is claimed again', async () => {
    const store = new SqliteActionAnswers(openDatabase(':memory:'));
    await store.claim('k', 5_000, 0);
    await store.release('k');
    expect(await store.claim('k', 5_000, 1)).toEqual({ kind: 'claimed' });
  });
});
