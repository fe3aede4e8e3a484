// Shop Pay at the embedded checkout (docs/payment.md). Hosted, Shop Pay pays with the card the
// shopper keeps in their Shop Pay account, on Shopify's checkout. The embedded store has no Shop Pay
// accounts, so its Shop Pay is a test wallet holding the test gateway's approving Visa
// (adapters/sqlite/sqlite-bogus-gateway.ts): the embedded store's stand-in, not the shop's language.
import type { CardDetails } from '../../application/checkout/payment';

/** The wallet's card; its expiry is set per order (`shopPayTestCard`). */
export const SHOP_PAY_TEST_CARD = { number: '4242424242424242', name: 'Shop Pay test wallet', securityCode: '123' } as const;

/** What the checkout shows of the wallet's card. */
export const SHOP_PAY_TEST_CARD_LABEL = 'Visa ending 4242';

/** The card paid with on `today`: good to the end of the fourth year from the order's date, so it never expires. */
export function shopPayTestCard(today: Date): CardDetails {
  return { ...SHOP_PAY_TEST_CARD, expiry: { month: 12, year: today.getUTCFullYear() + 4 } };
}
