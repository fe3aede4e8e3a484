// Crash safety: the built server (embedded SQLite cart store in a data folder) is killed with
// SIGKILL while twenty shoppers keep changing their carts: adding products (LinesAdd), changing a
// line's quantity (LinesUpdate) and removing lines (LinesRemove). After a restart on the same
// folder, every change the server acknowledged (a 200 with the cart) is in that shopper's cart: the
// cart is the last one the server answered with, or, when a change was in flight at the kill, that
// cart with the change applied (it may have been committed without being answered).
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

interface Line {
  id: string;
  merchandiseId: string;
  quantity: number;
}

type Change = { action: 'LinesAdd'; merchandiseId: string } | { action: 'LinesUpdate'; line: Line; quantity: number } | { action: 'LinesRemove'; line: Line };

interface Shopper {
  cookie: string | null;
  /** The cart as the server last acknowledged it (the lines of its 200 answer). */
  acknowledged: Line[];
  /** The change sent when the server died, if one was unanswered. */
  inFlight: Change | null;
  acknowledgedChanges: Record<Change['action'], number>;
}

const formInput = (change: Change) =>
  JSON.stringify({
    cartFormInput: JSON.stringify(
      change.action === 'LinesAdd'
        ? { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: change.merchandiseId, quantity: 1 }] } }
        : change.action === 'LinesUpdate'
          ? { action: 'LinesUpdate', inputs: { lines: [{ id: change.line.id, quantity: change.quantity }] } }
          : { action: 'LinesRemove', inputs: { lineIds: [change.line.id] } },
    ),
  });

/** Mostly adds; once a cart has lines, every fourth change sets a quantity and every fourth removes a line. */
function nextChange(shopper: Shopper, index: number, n: number): Change {
  const lines = shopper.acknowledged;
  const line = lines[n % Math.max(1, lines.length)];
  if (line && n % 4 === 1) return { action: 'LinesUpdate', line, quantity: 1 + ((n + index) % 5) };
  if (line && n % 4 === 3) return { action: 'LinesRemove', line };
  return { action: 'LinesAdd', merchandiseId: `gid://shopify/ProductVariant/${products[(index * 97 + n * 13) % products.length]!.variants[0]!.id}` };
}

/** Quantity per merchandise: carts merge adds of the same merchandise into one line. */
const quantities = (lines: readonly Line[]) => Object.fromEntries([...lines].sort((a, b) => a.merchandiseId.localeCompare(b.merchandiseId)).map((l) => [l.merchandiseId, l.quantity]));

/** The acknowledged cart with the in-flight change applied, as the server would have committed it. */
function withChange(lines: readonly Line[], change: Change): Record<string, number> {
  const next = quantities(lines);
  if (change.action === 'LinesAdd') next[change.merchandiseId] = (next[change.merchandiseId] ?? 0) + 1;
  else if (change.action === 'LinesUpdate') next[change.line.merchandiseId] = change.quantity;
  else delete next[change.line.merchandiseId];
  return quantities(Object.entries(next).map(([merchandiseId, quantity]) => ({ id: '', merchandiseId, quantity })));
}

async function shop(origin: string, shopper: Shopper, index: number, stop: { killed: boolean }) {
  for (let n = 0; !stop.killed; n++) {
    const change = nextChange(shopper, index, n);
    shopper.inFlight = change;
    try {
      const res = await fetch(`${origin}/cart?index`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(shopper.cookie ? { cookie: shopper.cookie } : {}) },
        body: formInput(change),
      });
      const body = (await res.json()) as { cart?: { lines: Line[] }; error?: string };
      shopper.inFlight = null;
      // Refused (a quantity limit, say): nothing changed, nothing acknowledged.
      if (res.status !== 200 || !body.cart) continue;
      const set = res.headers.get('set-cookie');
      if (set?.startsWith('cart=')) shopper.cookie = set.split(';')[0]!;
      shopper.acknowledged = body.cart.lines.map(({ id, merchandiseId, quantity }) => ({ id, merchandiseId, quantity }));
      shopper.acknowledgedChanges[change.action] += 1;
    } catch {
      return; // the server died under this request or its answer: not acknowledged, perhaps committed
    }
  }
}

describe('crash safety of the cart', () => {
  it('keeps every acknowledged cart change (adds, quantity changes, removals) across a SIGKILL', async () => {
    const env = { DATA_DIR: dataDir, DEMO_PRODUCT_COUNT: '2500' };
    const first = await startStorefront({ env, quiet: true });
    const shoppers: Shopper[] = Array.from({ length: SHOPPERS }, () => ({ cookie: null, acknowledged: [], inFlight: null, acknowledgedChanges: { LinesAdd: 0, LinesUpdate: 0, LinesRemove: 0 } }));
    const stop = { killed: false };
    const writers = shoppers.map((s, i) => shop(first.origin, s, i, stop));
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    process.kill(first.pid, 'SIGKILL');
    stop.killed = true;
    await Promise.all(writers);
    await first.stop();

    const total = (action: Change['action']) => shoppers.reduce((sum, s) => sum + s.acknowledgedChanges[action], 0);
    const inFlight = shoppers.filter((s) => s.inFlight).length;
    console.log(
      `crash safety: ${total('LinesAdd')} adds, ${total('LinesUpdate')} quantity changes and ${total('LinesRemove')} removals acknowledged across ${SHOPPERS} carts before SIGKILL at ${KILL_AFTER_MS} ms (${inFlight} changes in flight)`,
    );
    expect(total('LinesAdd')).toBeGreaterThan(SHOPPERS);
    expect(total('LinesUpdate')).toBeGreaterThan(0);
    expect(total('LinesRemove')).toBeGreaterThan(0);

    const second = await startStorefront({ env, quiet: true });
    try {
      for (const shopper of shoppers.filter((s) => s.cookie)) {
        const body = (await (await fetch(`${second.origin}/api/cart`, { headers: { cookie: shopper.cookie! } })).json()) as { cart: { lines: Line[] } | null };
        expect(body.cart, `cart of ${shopper.cookie}`).not.toBeNull();
        const restored = quantities(body.cart!.lines);
        const acknowledged = quantities(shopper.acknowledged);
        const allowed = shopper.inFlight ? [acknowledged, withChange(shopper.acknowledged, shopper.inFlight)] : [acknowledged];
        expect(allowed, `cart of ${shopper.cookie} after restart (in flight: ${JSON.stringify(shopper.inFlight)})`).toContainEqual(restored);
      }
    } finally {
      await second.stop();
    }
  });
});
