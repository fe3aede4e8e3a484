// The embedded store's Shop Pay test wallet (docs/payment.md): the test gateway's approving Visa,
// good to the end of the fourth year from the order's date, whatever day of the year it is.
import { describe, expect, it } from 'vitest';
import { SHOP_PAY_TEST_CARD_LABEL, shopPayTestCard } from '../../../src/adapters/embedded/shop-pay-test-wallet';

describe("the embedded store's Shop Pay test wallet", () => {
  it.each([
    ['the first day of a year', '2026-01-01T00:00:00Z', 2030],
    ['the last moment of that year', '2026-12-31T23:59:59Z', 2030],
    ['the first moment of the next', '2027-01-01T00:00:00Z', 2031],
  ])('an order on %s pays with a card good to 12/%s', (_case, day, year) => {
    expect(shopPayTestCard(new Date(day))).toEqual({ number: '4242424242424242', name: 'Shop Pay test wallet', securityCode: '123', expiry: { month: 12, year } });
  });

  it("is shown as 'Visa ending 4242'", () => {
    expect(SHOP_PAY_TEST_CARD_LABEL).toBe('Visa ending 4242');
  });
});
