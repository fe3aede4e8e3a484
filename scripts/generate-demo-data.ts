// `npm run demo:generate -- --products 100000 --seed 42 --out var/demo/catalogue.json`
// Writes the generated demo catalogue as JSON for inspection and scale tests, streaming products so
// a 100k catalogue never has to fit in one string.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEFAULT_PRODUCT_COUNT, DEMO_SEED, generateCatalogue, MIN_PRODUCT_COUNT } from '../src/adapters/embedded/demo-data/generate-catalogue';

const Options = z.object({
  products: z.coerce.number().int().min(MIN_PRODUCT_COUNT).max(1_000_000).default(DEFAULT_PRODUCT_COUNT),
  seed: z.coerce.number().int().default(DEMO_SEED),
  out: z.string().min(1).default('var/demo/catalogue.json'),
});

const { values } = parseArgs({ options: { products: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' } } });
const parsed = Options.safeParse(values);
if (!parsed.success) {
  console.error(`demo:generate: ${parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  process.exit(2);
}
const options = parsed.data;

const started = performance.now();
const catalogue = generateCatalogue({ seed: options.seed, productCount: options.products });
const generatedMs = performance.now() - started;
const heapMb = process.memoryUsage().heapUsed / 1e6;

await mkdir(path.dirname(options.out), { recursive: true });
const file = createWriteStream(options.out);
const write = async (chunk: string) => {
  if (!file.write(chunk)) await once(file, 'drain');
};
const { products, ...rest } = catalogue;
await write(`${JSON.stringify(rest).slice(0, -1)},"products":[`);
const BATCH = 500;
for (let start = 0; start < products.length; start += BATCH) {
  const batch = products.slice(start, start + BATCH).map((product) => JSON.stringify(product)).join(',');
  await write(`${start === 0 ? '' : ','}${batch}`);
}
await write(']}\n');
file.end();
await once(file, 'finish');

const variants = products.reduce((sum, product) => sum + product.variants.length, 0);
console.log(
  [
    `seed ${catalogue.seed}`,
    `${products.length} products (${products.filter((product) => product.openBoxParent).length} open-box listings)`,
    `${variants} variants`,
    `${catalogue.brands.length} brands`,
    `${catalogue.locations.length} locations`,
    `generated in ${generatedMs.toFixed(0)} ms (heap ${heapMb.toFixed(0)} MB)`,
    `written to ${options.out} in ${(performance.now() - started - generatedMs).toFixed(0)} ms`,
  ].join('\n'),
);
