import { CART_MESSAGES } from './cart-messages';

// The card a shopper pays with at the embedded checkout, as the shop may hold it: the number only
// long enough to ask the gateway, never stored or logged beyond its last four digits. The field
// rules and their messages are stated here once; the route's schema applies them.

export interface CardExpiry {
  month: number;
  /** Four digits: '12/30' is 2030. */
  year: number;
}

export const CARD_FIELD_MESSAGES = {
  number: 'Please enter your card number',
  name: 'Please enter the name on the card',
  expiry: 'Please enter the expiry date as MM/YY',
  expired: 'This card has expired. Please use another card.',
  securityCode: 'Please enter the 3 or 4 digit security code',
} as const;

/** Spaces and dashes as people type them ('4242 4242 4242 4242') are not part of the number. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{1,19}$/.test(digits) ? digits : null;
}

/** What the shop keeps of a card number: its last four digits (all of a test card's '1'). */
export const lastFourOf = (digits: string): string => digits.slice(-4);

/** 'MM/YY' (or 'MM / YY'); null for anything else. */
export function parseCardExpiry(typed: string): CardExpiry | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

/** A card is good through the last day of its expiry month. */
export function cardExpired(expiry: CardExpiry, today: { year: number; month: number }): boolean {
  return expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month);
}

/** Why the checkout came back without an order, as its address says it (`?payment=declined`). */
export const PAYMENT_NOTICES = {
  declined: CART_MESSAGES.paymentDeclined,
  cancelled: CART_MESSAGES.paymentCancelled,
  'gateway-error': CART_MESSAGES.paymentGatewayError,
} as const;

export type PaymentNotice = keyof typeof PAYMENT_NOTICES;

/** The notice for a payment message; a reason not on the list is a decline. */
export function paymentNoticeOf(message: string): PaymentNotice {
  return (Object.keys(PAYMENT_NOTICES) as PaymentNotice[]).find((notice) => PAYMENT_NOTICES[notice] === message) ?? 'declined';
}
