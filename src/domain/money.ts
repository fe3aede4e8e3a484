// Money as the spec's {amount: string, currencyCode} (section 3) with the display rules of
// section 9: open-box prices truncated to whole dollars, other prices with 2 decimals only when
// fractional.
import { localeTag, type Locale } from './locale';

export type CurrencyCode = 'AUD' | 'USD' | 'GBP' | 'NOK';

export interface Money {
  amount: string;
  currencyCode: string;
}

export type MoneyErrorCode = 'empty-amount' | 'empty-currency' | 'invalid-amount' | 'invalid-minor-units' | 'locale-underivable';

export class MoneyError extends Error {
  override name = 'MoneyError';
  constructor(readonly code: MoneyErrorCode, message: string) {
    super(message);
  }
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Money data needs a non-empty string amount and currencyCode (spec section 5). */
export function money(amount: string, currencyCode: string): Money {
  if (typeof amount !== 'string' || amount.trim() === '') throw new MoneyError('empty-amount', 'Money needs a non-empty amount');
  if (typeof currencyCode !== 'string' || currencyCode.trim() === '') throw new MoneyError('empty-currency', 'Money needs a non-empty currencyCode');
  if (!DECIMAL.test(amount.trim())) throw new MoneyError('invalid-amount', `Money amount is not a decimal number: ${amount}`);
  return { amount: amount.trim(), currencyCode: currencyCode.trim().toUpperCase() };
}

/** From cents (demo data keeps prices in cents, decisions.md). */
export function moneyFromMinorUnits(minor: number, currencyCode: string): Money {
  if (!Number.isSafeInteger(minor)) throw new MoneyError('invalid-minor-units', `Minor units must be an integer: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return money(`${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`, currencyCode);
}

export function minorUnits(m: Money): number {
  return Math.round(Number(m.amount) * 100);
}

export function moneyFromNumber(amount: number, currencyCode: string): Money {
  if (!Number.isFinite(amount)) throw new MoneyError('invalid-amount', `Money amount is not finite: ${amount}`);
  return moneyFromMinorUnits(Math.round(amount * 100), currencyCode);
}

export interface FormatMoneyOptions {
  /** Open-box prices are truncated to whole dollars. */
  openBox?: boolean;
  /** Always two decimals, as in the '$5.00' shipping fee. */
  alwaysDecimals?: boolean;
}

// Building an Intl.NumberFormat costs tens of microseconds and a page formats hundreds of prices;
// formatters are immutable, so one per (locale, currency, digits) is kept. The keys are a closed
// set: the shop's 4 locales × its 4 currencies × 0 or 2 digits, 32 at most. So this is a plain map
// with no eviction: it keeps the first 32 it meets (all of the shop's), and a formatter asked for
// beyond them (no caller of this shop's) is built for the call and not kept.
const FORMATTERS = new Map<string, Intl.NumberFormat>();
const MAX_FORMATTERS = 32;

function numberFormat(locale: Pick<Locale, 'language' | 'country'> | undefined, currency: string, digits: number): Intl.NumberFormat {
  if (!locale?.language || !locale.country) throw new MoneyError('locale-underivable', 'Could not derive a locale to format money');
  const key = `${locale.language}-${locale.country}|${currency}|${digits}`;
  const known = FORMATTERS.get(key);
  if (known) return known;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(localeTag(locale), { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  } catch {
    throw new MoneyError('locale-underivable', `Could not derive a locale to format money: ${locale.language}-${locale.country}`);
  }
  if (FORMATTERS.size < MAX_FORMATTERS) FORMATTERS.set(key, format);
  return format;
}

/** '$1,299' or '$1,299.95'; open-box '$1,299' even for 1,299.95. */
export function formatMoney(m: Money, locale: Pick<Locale, 'language' | 'country'>, opts: FormatMoneyOptions = {}): string {
  const cents = minorUnits(m);
  const whole = opts.openBox ? Math.trunc(cents / 100) * 100 : cents;
  const digits = whole % 100 === 0 && !opts.alwaysDecimals ? 0 : 2;
  // No cache of formatted amounts (an open set of keys): with the formatter kept, formatting costs
  // about what building a lookup key and finding it did (a couple of microseconds).
  return numberFormat(locale, m.currencyCode, digits).format(whole / 100);
}
