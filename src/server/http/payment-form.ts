// The checkout forms' payment fields (issue 29), validated at the edge: the card's number, name,
// expiry (MM/YY, not past) and security code, and the idempotency key the page was rendered with.
// What fails is named in the shop's words (domain/payment-card.ts); the card itself never reaches a
// log or an error message.
import type { Request, Response } from 'express';
import { z } from 'zod';
import { PaymentNotTaken, type CardPayment } from '../../application/checkout/payment';
import { CARD_FIELD_MESSAGES, cardDigits, cardExpired, PAYMENT_NOTICES, paymentNoticeOf, parseCardExpiry } from '../../domain/payment-card';
import { shopPayTestCard } from '../../adapters/embedded/shop-pay-test-wallet';
import { errorBody } from './errors';

/** What the checkout page's hidden field carries: a server-made random key. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

const idempotencyKey = z.string({ error: 'Please reload the checkout and try again' }).regex(IDEMPOTENCY_KEY, 'Please reload the checkout and try again');

const paymentFields = z.object({
  cardNumber: z.string({ error: CARD_FIELD_MESSAGES.number }).transform((typed, ctx) => cardDigits(typed) ?? (ctx.addIssue({ code: 'custom', message: CARD_FIELD_MESSAGES.number }), z.NEVER)),
  cardName: z.string({ error: CARD_FIELD_MESSAGES.name }).trim().min(1, CARD_FIELD_MESSAGES.name).max(120, CARD_FIELD_MESSAGES.name),
  cardExpiry: z.string({ error: CARD_FIELD_MESSAGES.expiry }).transform((typed, ctx) => parseCardExpiry(typed) ?? (ctx.addIssue({ code: 'custom', message: CARD_FIELD_MESSAGES.expiry }), z.NEVER)),
  cardCode: z.string({ error: CARD_FIELD_MESSAGES.securityCode }).trim().regex(/^\d{3,4}$/, CARD_FIELD_MESSAGES.securityCode),
  idempotencyKey,
});

/** Paid with Shop Pay (the checkout opened with `?payment=shop_pay`): no card fields, the wallet's card. */
const shopPayFields = z.object({ wallet: z.literal('shop_pay'), idempotencyKey });

export type CardPaymentForm = { ok: true; payment: CardPayment } | { ok: false; message: string };

/** The posted card (or Shop Pay's), or the first field's message; `today` judges the expiry. */
export function cardPaymentOf(body: unknown, today: Date): CardPaymentForm {
  const shopPay = shopPayFields.safeParse(body ?? {});
  if (shopPay.success) {
    return { ok: true, payment: { card: shopPayTestCard(today), idempotencyKey: shopPay.data.idempotencyKey } };
  }
  if ((body as { wallet?: unknown } | null)?.wallet === 'shop_pay') return { ok: false, message: shopPay.error.issues[0]?.message ?? CARD_FIELD_MESSAGES.number };
  const parsed = paymentFields.safeParse(body ?? {});
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? CARD_FIELD_MESSAGES.number };
  const { cardNumber, cardName, cardExpiry, cardCode, idempotencyKey } = parsed.data;
  if (cardExpired(cardExpiry, { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 })) return { ok: false, message: CARD_FIELD_MESSAGES.expired };
  return { ok: true, payment: { card: { number: cardNumber, name: cardName, expiry: cardExpiry, securityCode: cardCode }, idempotencyKey } };
}

/**
 * No payment was taken: a script gets 402 (declined) or 502 (the gateway failed) with the reason;
 * a form post goes back to the checkout (303), its cart untouched, which says why.
 */
export function answerPaymentNotTaken(req: Request, res: Response, error: PaymentNotTaken, checkoutPath: string): void {
  const status = error.code === 'declined' ? 402 : 502;
  const notice = error.code === 'gateway-error' ? 'gateway-error' : paymentNoticeOf(error.message);
  res.set('cache-control', 'no-store');
  if (req.accepts(['html', 'json']) === 'json') return void res.status(status).json(errorBody(status, PAYMENT_NOTICES[notice], status === 402 ? 'payment_declined' : 'payment_gateway_error'));
  res.redirect(303, `${checkoutPath}?payment=${notice}`);
}

export const isPaymentNotTaken = (error: unknown): error is PaymentNotTaken => error instanceof PaymentNotTaken;
