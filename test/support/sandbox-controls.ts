// What a hosted journey needs from `npm run sandbox` beyond the providers' own APIs: a way to change
// the sandbox catalogue's stock or price (as a merchant would in Shopify's admin, so the Storefront
// API and middleware stand-ins answer with it), and the alert messages the marketing service's
// webhook received, and a slow rental-rate service (a listing's rental lines then arrive after the
// shell). On 127.0.0.1; its address is SANDBOX_CONTROLS_URL in the sandbox's variables.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DemoCatalogueOverrides, isOverrideField } from '../../src/adapters/embedded/demo-catalogue-overrides';
import type { DemoCatalogue } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { openDatabase } from '../../src/adapters/sqlite/open-database';
import type { MarketingServiceStandIn } from './marketing-service-stand-in';
import type { RentalMockServer } from './rental-mock-server';

export const DEMO_CHANGE_PATH = '/demo-change';
export const RECEIVED_ALERTS_PATH = '/received-alerts';
/** POST {delayMs}: the rental-rate service answers that late from now on; {delayMs: 0} ends it. */
export const RENTAL_DELAY_PATH = '/rental-delay';

export async function startSandboxControls(catalogue: DemoCatalogue, marketing: MarketingServiceStandIn, rental: RentalMockServer): Promise<{ url: string; server: Server }> {
  const overrides = new DemoCatalogueOverrides(openDatabase(':memory:'), catalogue);
  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && req.url === RECEIVED_ALERTS_PATH) return send(200, { messages: marketing.received() });
    if (req.method === 'POST' && req.url === RENTAL_DELAY_PATH) {
      const { delayMs } = JSON.parse((await bodyOf(req)) || '{}') as { delayMs?: unknown };
      if (typeof delayMs !== 'number' || !Number.isSafeInteger(delayMs) || delayMs < 0 || delayMs > 10_000) return send(400, { error: 'expected {delayMs: 0 to 10000}' });
      if (delayMs === 0) rental.reset();
      else rental.fault({ kind: 'slow', delayMs });
      return send(200, { ok: true });
    }
    if (req.method === 'POST' && req.url === DEMO_CHANGE_PATH) {
      const change = JSON.parse((await bodyOf(req)) || '{}') as { sku?: string; field?: string; value?: number; reset?: boolean };
      if (!change.sku || !overrides.variant(change.sku)) return send(404, { error: 'unknown sku' });
      if (change.reset) overrides.reset(change.sku);
      else if (change.field && isOverrideField(change.field) && Number.isSafeInteger(change.value)) overrides.set({ sku: change.sku, field: change.field, value: change.value! });
      else return send(400, { error: 'expected {sku, field: stock | price:CUR, value} or {sku, reset: true}' });
      overrides.apply();
      return send(200, { ok: true });
    }
    send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function bodyOf(req: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
