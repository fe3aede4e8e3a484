import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmailAddress, normalizeEmail } from '../../src/domain/email';

describe('email addresses: what input type=email accepts, compared without case or spaces', () => {
  it.each([
    ['ann@example.com', true],
    ['ann.lee+news@mail.example.com.au', true],
    ["o'brien@example.ie", true],
    ['ann@localhost', true],
    ['', false],
    ['ann', false],
    ['ann@', false],
    ['@example.com', false],
    ['ann@example..com', false],
    ['ann@-example.com', false],
    ['ann lee@example.com', false],
    ['ann@example.com ', false],
    ['<script>@example.com', false],
  ])('%j valid: %s', (email, valid) => {
    expect(isEmailAddress(email)).toBe(valid);
  });

  it('an address longer than 254 characters is refused even when well formed', () => {
    const local = 'a'.repeat(60);
    const domain = Array.from({ length: 4 }, () => 'b'.repeat(60)).join('.') + '.com';
    expect(`${local}@${domain}`.length).toBeGreaterThan(EMAIL_MAX_LENGTH);
    expect(isEmailAddress(`${local}@${domain}`)).toBe(false);
    expect(isEmailAddress(`${local}@${'b'.repeat(60)}.com`)).toBe(true);
  });

  it.each([
    [' Ann@Example.COM ', 'ann@example.com'],
    ['ann@example.com', 'ann@example.com'],
  ])('%j normalises to %j', (raw, normal) => {
    expect(normalizeEmail(raw)).toBe(normal);
  });
});
