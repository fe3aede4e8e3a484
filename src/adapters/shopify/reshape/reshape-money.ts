import { moneyFromNumber, type Money } from '../../../domain/money';
import type { ShopifyMoney } from '../schemas/common';

/** Shopify sends '1299.0'; the shop shows cents, so amounts are normalised to two decimals. */
export function reshapeMoney(value: ShopifyMoney): Money {
  return moneyFromNumber(Number(value.amount), value.currencyCode);
}
