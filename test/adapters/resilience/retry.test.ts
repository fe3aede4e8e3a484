// Issue 32, observation 3: one retry helper (p-retry) with jitter for the upstream reads: each wait
// is the doubling back-off times a random factor between 1 and 2, never past the deadline.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withRetries } from '../../../src/adapters/resilience/retry';

class Outage extends Error {}

/** A read that fails with `error` until its `succeedOn`-th attempt, recording when each attempt ran. */
function flaky(succeedOn: number, error: Error = new Outage('down')) {
  const attempts: number[] = [];
  const work = async () => {
    attempts.push(Date.now());
    if (attempts.length < succeedOn) throw error;
    return 'answer';
  };
  return { attempts, work };
}

const outage = (error: unknown) => error instanceof Outage;

describe('withRetries', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    { random: 0, waits: [100, 200] },
    { random: 0.5, waits: [150, 300] },
    { random: 0.999, waits: [200, 400] },
  ])('with Math.random() = $random the waits are $waits ms (first delay 100 ms, doubling)', async ({ random, waits }) => {
    vi.spyOn(Math, 'random').mockReturnValue(random);
    const { attempts, work } = flaky(3);
    const answer = withRetries(work, { retries: 2, firstDelayMs: 100, deadlineMs: 5_000 }, outage);
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toBe('answer');
    expect(attempts.slice(1).map((at, n) => at - attempts[n]!)).toEqual(waits);
  });

  it('never waits past the deadline: the last wait is cut to the time left', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { attempts, work } = flaky(10);
    const answer = withRetries(work, { retries: 5, firstDelayMs: 100, deadlineMs: 250 }, outage);
    const settled = expect(answer).rejects.toBeInstanceOf(Outage);
    await vi.runAllTimersAsync();
    await settled;
    expect(attempts).toEqual([0, 100, 250]);
  });

  it.each([
    { name: 'a failure the caller does not retry', retries: 2, error: new Error('refused') },
    { name: 'no retries (a write)', retries: 0, error: new Outage('down') },
  ])('$name is sent once', async ({ retries, error }) => {
    const { attempts, work } = flaky(3, error);
    const answer = withRetries(work, { retries, firstDelayMs: 100, deadlineMs: 5_000 }, outage);
    const settled = expect(answer).rejects.toBe(error);
    await vi.runAllTimersAsync();
    await settled;
    expect(attempts).toHaveLength(1);
  });
});
