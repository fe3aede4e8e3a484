// A shopper's account as the application sees it, whichever system keeps it (local SQLite or the
// commerce platform's customer accounts).
import type { Money } from '../../domain/money';
import type { OrderStatus } from '../../domain/order-status';

export interface Customer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  firstName: string;
  lastName: string;
}

/** What the session cookie carries: an opaque token and when it stops being valid (epoch ms). */
export interface CustomerSession {
  token: string;
  expiresAt: number;
}

export interface OrderSummary {
  id: string;
  number: number;
  /** ISO timestamp. */
  placedAt: string;
  itemCount: number;
  total: Money;
  /** Issue 29: where the order is now (paid, ready for pick-up, shipped, ...). */
  status: OrderStatus;
  /** What was ordered, for the order's own page. */
  lines: OrderSummaryLine[];
}

export interface OrderSummaryLine {
  title: string;
  quantity: number;
}

export interface CustomerAccount {
  customer: Customer;
  /** Newest first. */
  orders: OrderSummary[];
}

export type AccountErrorCode =
  /** Registration with an email that already has an account. */
  | 'email-taken'
  /** The account system refused the input (a rule of its own, such as a password policy). */
  | 'invalid-input'
  /** The account system could not be reached or failed. */
  | 'unavailable';

export class AccountError extends Error {
  override name = 'AccountError';
  constructor(
    readonly code: AccountErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const isAccountError = (error: unknown): error is AccountError => error instanceof AccountError;
