// npm run demo:fulfil -- ORDER — moves an embedded order on by one step, so its status can be seen
// in the account's order list and on its detail page:
//
//   npm run demo:fulfil -- 1001      (or '#1001')
//
// A paid pick-up order becomes 'Ready for pick-up', then 'Collected'; a paid delivery 'Shipped',
// then 'Delivered'. Uses DATA_DIR like the shop (the commerce database, DATA_DIR/commerce.sqlite).
import 'reflect-metadata';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/adapters/sqlite/open-database';
import { SqliteOrderBook } from '../src/adapters/sqlite/sqlite-order-book';
import { FulfilOrder } from '../src/application/checkout/fulfil-order';
import type { OrderFulfilment } from '../src/application/ports';
import { orderLabel } from '../src/domain/customer-account';
import { ORDER_STATUS_WORDS, parseOrderNumber } from '../src/domain/order-status';
import { loadConfig } from '../src/server/config';

export const USAGE = "usage: npm run demo:fulfil -- ORDER (an order number: 1001 or '#1001')";

/** The script's work, given its arguments and the orders: what it prints and its exit code. */
export async function demoFulfil(args: readonly string[], orders: OrderFulfilment): Promise<{ exitCode: number; output: string }> {
  const number = args.length === 1 ? parseOrderNumber(args[0]!) : null;
  if (number === null) return { exitCode: 1, output: USAGE };
  const outcome = await new FulfilOrder(orders).execute(number);
  switch (outcome.kind) {
    case 'unknown-order':
      return { exitCode: 1, output: `demo:fulfil: there is no order ${orderLabel(number)}` };
    case 'finished':
      return { exitCode: 0, output: `demo:fulfil: order ${orderLabel(number)} is ${ORDER_STATUS_WORDS[outcome.status]}; it goes no further` };
    case 'moved':
      return { exitCode: 0, output: `demo:fulfil: order ${orderLabel(number)}: ${ORDER_STATUS_WORDS[outcome.from]} → ${ORDER_STATUS_WORDS[outcome.to]}` };
  }
}

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const orders = new SqliteOrderBook(openDatabase(path.join(config.demo.dataDir, 'commerce.sqlite')));
  const { exitCode, output } = await demoFulfil(process.argv.slice(2).filter((arg) => arg !== '--'), orders);
  (exitCode === 0 ? console.log : console.error)(output);
  return exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(await main());
