import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, orderLabel, passwordProblem } from '../../src/domain/customer-account';

describe('account forms', () => {
  it.each([
    ['', 'passwordRequired'],
    ['1234567', 'passwordTooShort'],
    ['12345678', null],
    ['x'.repeat(128), null],
    ['x'.repeat(129), 'passwordTooLong'],
  ])('password of %# (%j) has problem %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('one log-in failure message for an unknown email and a wrong password', () => {
    expect(ACCOUNT_MESSAGES.loginFailed).toBe('Incorrect email or password.');
    expect(ACCOUNT_MESSAGES.loginFailed).not.toMatch(/exist|found|unknown/i);
  });

  it('orders are shown as #number', () => {
    expect(orderLabel(1001)).toBe('#1001');
  });
});
