// Crash safety: the built server (embedded SQLite cart store in a data folder) is killed with
// SIGKILL while twenty shoppers keep adding products to their carts. After a restart on the same
// folder, every change the server acknowledged (a 200 with the cart) is in that shopper's cart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { startStorefront } from '../../bench/support/storefront-process';

const SHOPPERS = 20;
const KILL_AFTER_MS = 2_000;

const products = generateCatalogue({ seed: 20261121, productCount: 2500 }).products.filter((p) => p.status === 'active' && p.openBoxParent === null);
const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-safety-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Shopper {
  cookie: string | null;
  /** variant gid → quantity the server acknowledged */
  acknowledged: Map<string, number>;
}

const addLine = (merchandiseId: string) => JSON.stringify({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId, quantity: 1 }] } }) });

async function shop(origin: string, shopper: Shopper, index: number, stop: { killed: boolean }) {
  for (let n = 0; !stop.killed; n++) {
    const merchandiseId = `gid://shopify/ProductVariant/${products[(index * 97 + n * 13) % products.length]!.variants[0]!.id}`;
    try {
      const res = await fetch(`${origin}/cart?index`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(shopper.cookie ? { cookie: shopper.cookie } : {}) },
        body: addLine(merchandiseId),
      });
      if (res.status !== 200) continue;
      await res.text();
      const set = res.headers.get('set-cookie');
      if (set?.startsWith('cart=')) shopper.cookie = set.split(';')[0]!;
      shopper.acknowledged.set(merchandiseId, (shopper.acknowledged.get(merchandiseId) ?? 0) + 1);
    } catch {
      return; // the server died under this request: not acknowledged
    }
  }
}

describe('crash safety of the cart', () => {
  it('keeps every acknowledged cart change across a SIGKILL', async () => {
    const env = { DATA_DIR: dataDir, DEMO_PRODUCT_COUNT: '2500' };
    const first = await startStorefront({ env, quiet: true });
    const shoppers: Shopper[] = Array.from({ length: SHOPPERS }, () => ({ cookie: null, acknowledged: new Map() }));
    const stop = { killed: false };
    const writers = shoppers.map((s, i) => shop(first.origin, s, i, stop));
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    process.kill(first.pid, 'SIGKILL');
    stop.killed = true;
    await Promise.all(writers);
    await first.stop();

    const acknowledged = shoppers.reduce((sum, s) => sum + [...s.acknowledged.values()].reduce((a, b) => a + b, 0), 0);
    console.log(`crash safety: ${acknowledged} acknowledged adds across ${SHOPPERS} carts before SIGKILL at ${KILL_AFTER_MS} ms`);
    expect(acknowledged).toBeGreaterThan(SHOPPERS);

    const second = await startStorefront({ env, quiet: true });
    try {
      for (const shopper of shoppers.filter((s) => s.cookie)) {
        const body = (await (await fetch(`${second.origin}/api/cart`, { headers: { cookie: shopper.cookie! } })).json()) as {
          cart: { lines: Array<{ merchandiseId: string; quantity: number }> } | null;
        };
        expect(body.cart, `cart of ${shopper.cookie}`).not.toBeNull();
        const quantities = new Map<string, number>();
        for (const line of body.cart!.lines) quantities.set(line.merchandiseId, (quantities.get(line.merchandiseId) ?? 0) + line.quantity);
        for (const [merchandiseId, quantity] of shopper.acknowledged) expect(quantities.get(merchandiseId) ?? 0, merchandiseId).toBeGreaterThanOrEqual(quantity);
      }
    } finally {
      await second.stop();
    }
  });
});
