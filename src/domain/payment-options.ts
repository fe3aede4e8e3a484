// Payment-option widgets (spec sections 5 and 9). Prices are in units of their currency; the
// bands below are the spec's dollars, which GBP and NOK scale (market-amounts.ts).
import type { Locale } from './locale';
import { marketAmount } from './market-amounts';
import { formatMoney, moneyFromNumber } from './money';

export const AFTERPAY = { min: 30, max: 3000, instalments: 4 } as const;
export const PAYPAL = { min: 30, max: 2000 } as const;
export const ZIP = { monthlyFrom: 500, months: 12, weeklyFrom: 10 } as const;

/** The bands in `currency`: $30 to $3000, $30 to $2000, $500 and $10 in AUD and USD. */
export function paymentBands(currency: string) {
  const at = (dollars: number) => marketAmount(dollars, currency);
  return {
    afterpay: { min: at(AFTERPAY.min), max: at(AFTERPAY.max) },
    paypal: { min: at(PAYPAL.min), max: at(PAYPAL.max) },
    zip: { monthlyFrom: at(ZIP.monthlyFrom), weeklyFrom: at(ZIP.weeklyFrom) },
  };
}

export type ZipOffer = { kind: 'weekly'; fromPerWeek: number } | { kind: 'monthly'; perMonth: number; months: number };

export interface PaymentOptions {
  /** Each of the 4 payments, when the price is $30 to $3000. */
  afterpay: { instalment: number } | null;
  /** $30 to $2000, no fees. */
  paypal: { noFees: true } | null;
  zip: ZipOffer | null;
}

const cents = (n: number) => Math.round(n * 100) / 100;

export interface PaymentFlags {
  removePaymentOptions?: boolean;
  disable_payment?: boolean;
}

/**
 * All options for a price in `currency` (AUD when not said), or null when removePaymentOptions or
 * disable_payment is set.
 */
export function paymentOptions(price: number, flags: PaymentFlags = {}, currency = 'AUD'): PaymentOptions | null {
  if (flags.removePaymentOptions || flags.disable_payment) return null;
  if (!Number.isFinite(price) || price <= 0) return { afterpay: null, paypal: null, zip: null };
  const bands = paymentBands(currency);
  return {
    afterpay: price >= bands.afterpay.min && price <= bands.afterpay.max ? { instalment: cents(price / AFTERPAY.instalments) } : null,
    paypal: price >= bands.paypal.min && price <= bands.paypal.max ? { noFees: true } : null,
    zip: price < bands.zip.monthlyFrom
      ? { kind: 'weekly', fromPerWeek: bands.zip.weeklyFrom }
      : { kind: 'monthly', perMonth: cents(price / ZIP.months), months: ZIP.months },
  };
}

/** The lines the product page shows (and the card's one line, Afterpay else Zip); null where an option does not apply. */
export interface PaymentOptionLines {
  afterpay: string | null;
  paypal: string | null;
  zip: string | null;
}

/** 'or 4 interest-free payments of $224.75 with Afterpay', PayPal's 'no fees', 'Own it from $10/week with Zip' or 'Own it for $300/month over 12 months with Zip'. */
export function paymentOptionLines(options: PaymentOptions, currency: string, locale: Pick<Locale, 'language' | 'country'>): PaymentOptionLines {
  const money = (n: number) => formatMoney(moneyFromNumber(n, currency), locale);
  const zip = options.zip;
  return {
    afterpay: options.afterpay ? `or ${AFTERPAY.instalments} interest-free payments of ${money(options.afterpay.instalment)} with Afterpay` : null,
    paypal: options.paypal ? 'Pay in 4 interest-free payments with PayPal, no fees' : null,
    zip: !zip ? null : zip.kind === 'weekly' ? `Own it from ${money(zip.fromPerWeek)}/week with Zip` : `Own it for ${money(zip.perMonth)}/month over ${zip.months} months with Zip`,
  };
}

export interface RentalTexts {
  headline: string;
  minimum: '6 Months Min';
  cta: 'Apply Now';
}

/**
 * Rental is offered only where the rental service operates: Australia (it rents to Australian
 * addresses and bills in AUD). Other markets show 'Payment options available' on cards and no rental
 * panel, so a page never mixes its currency with the rental's (docs/markets.md).
 */
export function rentalOffered(locale: Pick<Locale, 'country'>): boolean {
  return locale.country === 'AU';
}

/** The rate in the Australian page's dollars. */
const rateText = (rate: number, locale: Pick<Locale, 'language' | 'country'>) => formatMoney(moneyFromNumber(rate, 'AUD'), locale);

/** 'Rent from ${rate}/week', '6 Months Min', 'Apply Now'. */
export function rentalTexts(rate: number, locale: Pick<Locale, 'language' | 'country'>): RentalTexts {
  return { headline: `Rent from ${rateText(rate, locale)}/week`, minimum: '6 Months Min', cta: 'Apply Now' };
}

export const PAYMENT_OPTIONS_AVAILABLE = 'Payment options available';

/** The card's compact line: 'Or rent for ${rate} /wk', else 'Payment options available'. */
export function compactRentalText(rate: number | null | undefined, locale: Pick<Locale, 'language' | 'country'>): string {
  const value = rate ?? 0;
  if (!rentalOffered(locale) || !Number.isFinite(value) || value <= 0) return PAYMENT_OPTIONS_AVAILABLE;
  return `Or rent for ${rateText(value, locale)} /wk`;
}

/** The URL sent to the rental service: no query, no trailing slash; null (skip) when it holds obx=. */
export function rentalLookupUrl(url: string): string | null {
  if (url.includes('obx=')) return null;
  const [withoutQuery] = url.split(/[?#]/);
  return withoutQuery!.replace(/\/+$/, '');
}
