// npm run demo:change — a tester's change to the embedded demo catalogue, shown by the running shop
// within a second (product page, cart, alerts) and by listings after its next start:
//
//   npm run demo:change -- --sku FEN-0123 --stock 0          online stock of a variant
//   npm run demo:change -- --sku FEN-0123 --price AUD:799.00 its price in one market (AUD, USD, GBP, NOK)
//   npm run demo:change -- --sku FEN-0123 --reset            back to the seed's values (--reset alone: every SKU)
//   npm run demo:change -- --list                            the changes in place
//
// Then `npm run alerts:check` tells the subscribers. Uses DATA_DIR / ALERTS_DATABASE like the shop.
// A stock change sets the embedded store's inventory (docs/inventory.md): the running shop applies it
// once when it sees the table change (or at its next start), so orders placed later consume from N.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DemoCatalogueOverrides, type DemoOverride } from '../src/adapters/embedded/demo-catalogue-overrides';
import { MARKET_CURRENCIES, type MarketCurrency } from '../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../src/adapters/embedded/demo-data/generate-catalogue';
import { openDatabase } from '../src/adapters/sqlite/open-database';
import { loadConfig } from '../src/server/config';

const USAGE = 'usage: npm run demo:change -- --sku SKU (--stock N | --price CUR:AMOUNT | --reset) | --reset | --list';

function main(): number {
  const { values } = parseArgs({ options: { sku: { type: 'string' }, stock: { type: 'string' }, price: { type: 'string' }, reset: { type: 'boolean' }, list: { type: 'boolean' } } });
  const config = loadConfig(process.env);
  const file = config.alerts.databaseFile ?? path.join(config.demo.dataDir, 'alerts.sqlite');
  const catalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
  const overrides = new DemoCatalogueOverrides(openDatabase(file), catalogue);
  overrides.apply();

  if (values.list) {
    for (const o of overrides.list()) console.log(`${o.sku} ${o.field} ${o.field === 'stock' ? o.value : (o.value / 100).toFixed(2)}`);
    return 0;
  }
  if (values.reset && !values.sku) {
    console.log(`demo:change: ${overrides.reset()} changes removed; the seed's stock and prices are back`);
    return 0;
  }
  const variant = values.sku ? overrides.variant(values.sku) : undefined;
  if (!values.sku || !variant) {
    console.error(values.sku ? `demo:change: no variant has SKU ${values.sku}` : USAGE);
    return 1;
  }
  const changes: DemoOverride[] = [];
  if (values.stock !== undefined) {
    if (!/^\d{1,6}$/.test(values.stock)) return fail('--stock takes a whole number from 0');
    changes.push({ sku: variant.sku, field: 'stock', value: Number(values.stock) });
  }
  if (values.price !== undefined) {
    const match = values.price.match(/^([A-Z]{3}):(\d{1,7}(?:\.\d{1,2})?)$/);
    if (!match || !MARKET_CURRENCIES.includes(match[1] as MarketCurrency)) return fail(`--price takes CUR:AMOUNT with CUR one of ${MARKET_CURRENCIES.join(', ')}, e.g. AUD:799.00`);
    changes.push({ sku: variant.sku, field: `price:${match[1] as MarketCurrency}`, value: Math.round(Number(match[2]) * 100) });
  }
  if (values.reset) overrides.reset(variant.sku);
  else if (changes.length === 0) return fail(USAGE);
  changes.forEach((change) => overrides.set(change));
  overrides.apply();
  const online = variant.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0;
  const prices = MARKET_CURRENCIES.map((c) => `${c} ${(variant.prices[c].price / 100).toFixed(2)}`).join(', ');
  console.log(`demo:change: ${variant.sku} now has online stock ${online}; prices ${prices}. Run npm run alerts:check to tell subscribers.`);
  return 0;
}

function fail(message: string): number {
  console.error(`demo:change: ${message}`);
  return 1;
}

process.exit(main());
