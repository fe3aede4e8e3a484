// Readiness probes for the ports /readyz checks: each one a cheap read that proves the port's
// store or upstream answers, and changes nothing (no cart is created, no one is subscribed).
import type { CartStore, CustomerAccounts } from '../application/ports';
import type { Locale } from '../domain/locale';
import type { Database } from '../adapters/sqlite/open-database';
import type { ReadinessProbe } from './http/health';

/** Well-formed ids that name nothing: the upstream answers "no such cart / customer" (null). */
const PROBE_CART_ID = 'gid://shopify/Cart/readiness-probe';
const PROBE_SESSION_TOKEN = 'readiness-probe';

export const sqliteProbe = (port: string, db: Database): ReadinessProbe => ({ port, check: async () => db.prepare('SELECT 1').get() });

export const cartStoreProbe = (carts: CartStore, locale: Locale): ReadinessProbe => ({ port: 'CartStore', check: () => carts.cart(PROBE_CART_ID, locale) });

export const customerAccountsProbe = (accounts: CustomerAccounts): ReadinessProbe => ({ port: 'CustomerAccounts', check: () => accounts.account(PROBE_SESSION_TOKEN) });
