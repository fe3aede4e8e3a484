import { describe, expect, it } from 'vitest';
import { createBreaker } from '../../src/adapters/resilience/circuit-breaker';
import { withDeadline } from '../../src/adapters/resilience/deadline';

class Outage extends Error {}
class Refused extends Error {}

const breaker = (openMs = 50) =>
  createBreaker({ name: 'test', minimumCalls: 4, failurePercent: 50, openMs, isFailure: (e) => e instanceof Outage, whenOpen: () => new Error('paused') });

const settle = (promise: Promise<unknown>) => promise.then(() => 'ok', (e: Error) => e.message || e.constructor.name);

describe('circuit breaker', () => {
  it('stops calling an upstream whose calls keep failing, and answers with the caller’s error', async () => {
    const circuit = breaker();
    for (let i = 0; i < 4; i++) await settle(circuit.run(() => Promise.reject(new Outage('down'))));
    expect(circuit.state).toBe('open');
    const callsBefore = circuit.calls;
    const results = await Promise.all(Array.from({ length: 20 }, () => settle(circuit.run(() => Promise.resolve(1)))));
    expect(results).toEqual(Array(20).fill('paused'));
    expect(circuit.calls).toBe(callsBefore);
  });

  it('lets one trial call through after the open period and closes when it succeeds', async () => {
    const circuit = breaker(30);
    for (let i = 0; i < 4; i++) await settle(circuit.run(() => Promise.reject(new Outage('down'))));
    // After the 30 ms open period the breaker lets a trial through.
    await expect.poll(() => circuit.state).toBe('half-open');
    expect(await circuit.run(() => Promise.resolve('back'))).toBe('back');
    expect(circuit.state).toBe('closed');
  });

  it('does not count errors that say nothing about the upstream’s health', async () => {
    const circuit = breaker();
    for (let i = 0; i < 10; i++) expect(await settle(circuit.run(() => Promise.reject(new Refused('no'))))).toBe('no');
    expect(circuit.state).toBe('closed');
  });

  it('stays closed while most calls succeed', async () => {
    const circuit = breaker();
    for (let i = 0; i < 12; i++) await settle(circuit.run(() => (i % 4 === 0 ? Promise.reject(new Outage('x')) : Promise.resolve(i))));
    expect(circuit.state).toBe('closed');
  });
});

describe('deadline', () => {
  it.each([
    ['answers in time', 5, 'ok'],
    ['answers late', 200, 'late'],
  ])('%s', async (_what, takesMs, expected) => {
    let aborted = false;
    const result = await settle(
      withDeadline(
        40,
        (signal) =>
          new Promise((resolve) => {
            signal.addEventListener('abort', () => (aborted = true));
            setTimeout(() => resolve('ok'), takesMs);
          }),
        () => new Error('late'),
      ),
    );
    expect(result).toBe(expected);
    expect(aborted).toBe(expected === 'late');
  });
});
