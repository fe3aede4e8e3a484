// Spec and issue 31: a cart action sent twice under one key (a double submit, or the edge retrying
// it on another copy after the first went away) changes the cart once; the second gets the first's
// answer. While the first is still being answered the second waits for it; a first whose copy died
// holds its claim for LEASE_MS at most, then the action is taken over: the cart store is told so
// (`afterLapsedClaim`), and one that kept the key with its change (the embedded store, in the same
// transaction) does not apply it again. An action that failed changed nothing, so its key is
// released for the retry. When the store of answers fails the action goes ahead unkeyed, as it
// would without keys.
import type { ActionAnswers, ActionOnce, KeptAnswer } from '../ports';

/** How long a first answer is given again: longer than any retry, short enough to stay small. */
export const ANSWER_KEPT_MS = 10 * 60_000;
/** How long a claim holds while its action runs (the cart store's deadline is shorter). */
export const CLAIM_LEASE_MS = 5_000;
const POLL_MS = 50;

export interface AnswerOnceOptions {
  clock?: () => number;
  wait?: (ms: number) => Promise<void>;
  /** The store of answers failed: the action went ahead unkeyed. */
  onStoreFailure?: (error: unknown) => void;
}

export class AnswerCartActionOnce {
  private readonly clock: () => number;
  private readonly wait: (ms: number) => Promise<void>;

  constructor(
    private readonly answers: ActionAnswers,
    private readonly options: AnswerOnceOptions = {},
  ) {
    this.clock = options.clock ?? Date.now;
    this.wait = options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /**
   * `alsoUnder` names the action once answered (the first add's cart did not exist before it): a
   * repeat carrying the new cart's cookie is the same action too. `keptMs` is how long the answer
   * is given again (a key the shop derived itself names its post for a few seconds only).
   */
  async execute(
    key: string | null,
    act: (once: ActionOnce | null) => Promise<KeptAnswer>,
    alsoUnder?: (answer: KeptAnswer) => string | null,
    keptMs: number = ANSWER_KEPT_MS,
  ): Promise<{ answer: KeptAnswer; replayed: boolean }> {
    if (key === null) return { answer: await act(null), replayed: false };
    const giveUpAt = this.clock() + 2 * CLAIM_LEASE_MS;
    let afterLapsedClaim = false;
    for (;;) {
      const claim = await this.answers.claim(key, CLAIM_LEASE_MS, this.clock()).catch((error: unknown) => this.failed(error));
      if (claim === null) return { answer: await act(null), replayed: false };
      if (claim.kind === 'answered') return { answer: claim.answer, replayed: true };
      if (claim.kind === 'claimed' || this.clock() >= giveUpAt) break;
      afterLapsedClaim = true;
      await this.wait(POLL_MS);
    }
    let answer: KeptAnswer;
    try {
      answer = await act({ key, at: this.clock(), keptMs: keptMs + CLAIM_LEASE_MS, afterLapsedClaim });
    } catch (error) {
      await this.answers.release(key).catch((failure: unknown) => this.failed(failure));
      throw error;
    }
    const also = alsoUnder?.(answer);
    for (const name of also && also !== key ? [key, also] : [key]) await this.answers.keep(name, answer, keptMs, this.clock()).catch((error: unknown) => this.failed(error));
    return { answer, replayed: false };
  }

  private failed(error: unknown): null {
    this.options.onStoreFailure?.(error);
    return null;
  }
}
