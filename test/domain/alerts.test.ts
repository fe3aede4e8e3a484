import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canAddAlert, decideAlert, INITIAL_ALERT_FORM, initialWatch, nextAlertFormState, retryDelayMs, type AlertFormEvent, type AlertFormState, type AlertKind, type AlertWatch, type VariantReading } from '../../src/domain/alerts';

const watch = (buyable: boolean, referencePriceMinor: number, notified = 0): AlertWatch => ({ buyable, referencePriceMinor, notified });

describe('back in stock: from not buyable to buyable', () => {
  it.each([
    // was buyable, is buyable, notify
    [false, true, true],
    [false, false, false],
    [true, true, false],
    [true, false, false],
  ])('seen buyable=%s, now buyable=%s → notify %s', (was, now, notify) => {
    const decision = decideAlert('back-in-stock', watch(was, 100_00), { buyable: now, priceMinor: 100_00 });
    expect(decision.notify).toBe(notify);
    expect(decision.next.buyable).toBe(now);
  });

  it('the message is numbered after those already sent, and the watch counts it', () => {
    const decision = decideAlert('back-in-stock', watch(false, 100_00, 2), { buyable: true, priceMinor: 100_00 });
    expect(decision).toEqual({ notify: true, message: 3, next: { buyable: true, referencePriceMinor: 100_00, notified: 3 } });
  });

  it('a price change alone tells nothing', () => {
    expect(decideAlert('back-in-stock', watch(false, 100_00), { buyable: false, priceMinor: 50_00 }).notify).toBe(false);
  });
});

describe('price drop: below the price at subscription or at the last message', () => {
  it.each([
    // reference, now, notify, next reference
    [899_00, 898_99, true, 898_99],
    [899_00, 899_00, false, 899_00],
    [899_00, 899_01, false, 899_00],
    [899_00, 1, true, 1],
    [899_00, 1_200_00, false, 899_00],
  ])('reference %i, now %i → notify %s, reference then %i', (reference, now, notify, nextReference) => {
    const decision = decideAlert('price-drop', watch(true, reference), { buyable: true, priceMinor: now });
    expect(decision.notify).toBe(notify);
    expect(decision.next.referencePriceMinor).toBe(nextReference);
  });

  it('a rise does not move the mark: rising then falling back to the subscribed price tells nothing, below it tells', () => {
    let state = watch(true, 500_00);
    state = decideAlert('price-drop', state, { buyable: true, priceMinor: 600_00 }).next;
    expect(decideAlert('price-drop', state, { buyable: true, priceMinor: 500_00 }).notify).toBe(false);
    expect(decideAlert('price-drop', state, { buyable: true, priceMinor: 499_99 }).notify).toBe(true);
  });

  it('tells about a drop whether or not the variant can be bought', () => {
    expect(decideAlert('price-drop', watch(false, 500_00), { buyable: false, priceMinor: 400_00 }).notify).toBe(true);
  });
});

describe('a new subscription starts from what the shopper saw', () => {
  it('keeps buyable and price, no message sent', () => {
    expect(initialWatch({ buyable: false, priceMinor: 1234 })).toEqual({ buyable: false, referencePriceMinor: 1234, notified: 0 });
  });
});

describe('at most 20 alerts per email', () => {
  it.each([
    [0, true],
    [19, true],
    [20, false],
    [21, false],
  ])('%i existing → may add: %s', (existing, allowed) => {
    expect(canAddAlert(existing)).toBe(allowed);
  });
});

describe('retry backoff', () => {
  it.each([
    [0, 0],
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [9, 3_600_000],
    [1000, 3_600_000],
  ])('after %i failed attempts wait %i ms', (attempts, wait) => {
    expect(retryDelayMs(attempts)).toBe(wait);
  });
});

describe('never twice for the same change (fast-check)', () => {
  const reading = fc.record({ buyable: fc.boolean(), priceMinor: fc.integer({ min: 1, max: 10_000_00 }) });
  const kind = fc.constantFrom<AlertKind>('back-in-stock', 'price-drop');
  /** A sequence of readings where each may be delivered again (a replayed webhook, a re-run check). */
  const withReplays = fc.array(fc.tuple(reading, fc.integer({ min: 1, max: 3 })), { maxLength: 30 });

  function run(alertKind: AlertKind, start: VariantReading, readings: VariantReading[]) {
    let state = initialWatch(start);
    const messages: number[] = [];
    for (const r of readings) {
      const decision = decideAlert(alertKind, state, r);
      if (decision.notify) messages.push(decision.message);
      state = decision.next;
    }
    return { messages, state };
  }

  it('replaying any reading sends nothing more: the messages are those of the readings without replays', () => {
    fc.assert(
      fc.property(kind, reading, withReplays, (alertKind, start, sequence) => {
        const once = run(alertKind, start, sequence.map(([r]) => r));
        const replayed = run(alertKind, start, sequence.flatMap(([r, times]) => Array.from({ length: times }, () => r)));
        expect(replayed.messages).toEqual(once.messages);
      }),
    );
  });

  it('message numbers are 1, 2, 3… with no gap or repeat (each is one change)', () => {
    fc.assert(
      fc.property(kind, reading, fc.array(reading, { maxLength: 30 }), (alertKind, start, readings) => {
        const { messages, state } = run(alertKind, start, readings);
        expect(messages).toEqual(Array.from({ length: messages.length }, (_, i) => i + 1));
        expect(state.notified).toBe(messages.length);
      }),
    );
  });

  it('back in stock tells exactly once per rise from not buyable to buyable', () => {
    fc.assert(
      fc.property(reading, fc.array(reading, { maxLength: 30 }), (start, readings) => {
        const rises = readings.filter((r, i) => r.buyable && !(i === 0 ? start.buyable : readings[i - 1]!.buyable)).length;
        expect(run('back-in-stock', start, readings).messages).toHaveLength(rises);
      }),
    );
  });

  it('each price-drop message names a price below every price told before it', () => {
    fc.assert(
      fc.property(reading, fc.array(reading, { maxLength: 30 }), (start, readings) => {
        let state = initialWatch(start);
        const told: number[] = [start.priceMinor];
        for (const r of readings) {
          const decision = decideAlert('price-drop', state, r);
          if (decision.notify) {
            expect(r.priceMinor).toBeLessThan(Math.min(...told));
            told.push(r.priceMinor);
          }
          state = decision.next;
        }
        expect(state.notified).toBe(told.length - 1);
      }),
    );
  });
});

describe('the alert form, worded as the newsletter', () => {
  const idle = INITIAL_ALERT_FORM;
  const submitting = nextAlertFormState(idle, { type: 'submit', email: 'ann@example.com' });
  it.each([
    ['empty email', idle, { type: 'submit', email: '  ' }, { status: 'idle', message: 'Email is required', error: true }],
    ['an email', idle, { type: 'submit', email: 'ann@example.com' }, { status: 'submitting', message: null, error: false }],
    ['a second submit while one is on its way', submitting, { type: 'submit', email: 'ann@example.com' }, submitting],
    ['success', submitting, { type: 'succeeded', message: 'We’ll email you when it’s back.' }, { status: 'subscribed', message: 'We’ll email you when it’s back.', error: false }],
    ['a failure without words', submitting, { type: 'failed' }, { status: 'idle', message: 'Error, please try again', error: true }],
    ['the server’s words for the shopper', submitting, { type: 'failed', message: 'This item can be bought now.' }, { status: 'idle', message: 'This item can be bought now.', error: true }],
    ['focus clears an error', { status: 'idle', message: 'Email is required', error: true }, { type: 'focus' }, idle],
    ['focus while submitting changes nothing', submitting, { type: 'focus' }, submitting],
  ] as [string, AlertFormState, AlertFormEvent, AlertFormState][])('%s', (_name, state, event, next) => {
    expect(nextAlertFormState(state, event)).toEqual(next);
  });

  it('subscribed is final', () => {
    const done = nextAlertFormState(submitting, { type: 'succeeded', message: 'ok' });
    expect(nextAlertFormState(done, { type: 'focus' })).toBe(done);
    expect(nextAlertFormState(done, { type: 'submit', email: '' })).toBe(done);
  });
});
