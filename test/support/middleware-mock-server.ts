// A local stand-in for the middleware on 127.0.0.1, answering in the shapes of spec section 7 from
// the demo catalogue: GET /inventory/{sku}?site=..., GET /openbox/{productId}, POST /shipping/rates.
// It checks the request shapes a real middleware insists on (site query naming the product the SKU
// belongs to, by handle; JSON body with the rate envelope, integer cents) and answers 400 otherwise, records every request, and can be switched
// into fault modes.
//
//   const middleware = await MiddlewareMockServer.start(catalogue);
//   const http = createJsonHttpClient({ service: 'middleware', baseUrl: middleware.url });
//   middleware.fault({ kind: 'status', status: 500 }); middleware.requests; await middleware.close();
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DemoCatalogue } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { DemoInventory } from '../../src/adapters/embedded/demo-inventory';
import { DemoOpenBoxItems } from '../../src/adapters/embedded/demo-open-box';
import { DemoShippingRates } from '../../src/adapters/embedded/demo-shipping-rates';
import type { ShippingCountry } from '../../src/domain/shipping-destination';
import type { OpenBoxUnit } from '../../src/domain/catalogue/product';

/** A unit as the middleware writes it (spec section 7): snake_case, Y/N flags. */
const middlewareOpenBoxRecord = (unit: OpenBoxUnit) => ({
  open_box_number: unit.number,
  warehouse: { userFacingName: unit.warehouseName },
  warehousecode: unit.warehouseCode,
  open_box_price: unit.price,
  retail_price: unit.newPrice,
  shopifyVariantId: unit.shopifyVariantId,
  condition: unit.condition,
  original_box: unit.originalBox ? 'Y' : 'N',
  all_accessories: unit.allAccessories ? 'Y' : 'N',
  comments: unit.comments,
});

export type JsonFault =
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'malformed-json' }
  /** Any body, e.g. an HTML error page from a proxy. */
  | { kind: 'raw'; status: number; contentType: string; body: string }
  /** Closes the connection without answering. */
  | { kind: 'drop' };

/** Answers with the fault; returns false when the fault only delays (the caller then answers). */
export async function applyFault(fault: JsonFault, res: ServerResponse): Promise<boolean> {
  switch (fault.kind) {
    case 'status':
      res.writeHead(fault.status, { 'content-type': 'application/json' }).end(fault.body ?? JSON.stringify({ error: 'fault' }));
      return true;
    case 'malformed-json':
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"inventory": [');
      return true;
    case 'raw':
      res.writeHead(fault.status, { 'content-type': fault.contentType }).end(fault.body);
      return true;
    case 'drop':
      res.socket?.destroy();
      return true;
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      return res.destroyed;
  }
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

const isCents = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;

/** The rate request as the middleware accepts it: {rate: {destination: {postal_code}, items: [{sku, quantity, price}]}}. */
const SHIPPED_TO: ReadonlySet<string> = new Set<ShippingCountry>(['AU', 'US', 'GB', 'NO']);

function ratesRequestProblem(body: unknown): string | null {
  const rate = (body as { rate?: { destination?: { country?: unknown; postal_code?: unknown }; items?: unknown } } | null)?.rate;
  if (!rate || typeof rate.destination?.postal_code !== 'string') return 'rate.destination.postal_code must be a string';
  if (typeof rate.destination.country !== 'string' || !/^[A-Z]{2}$/.test(rate.destination.country)) return 'rate.destination.country must be an ISO 3166 alpha-2 code';
  if (!Array.isArray(rate.items) || rate.items.length === 0) return 'rate.items must be a non-empty list';
  for (const item of rate.items as Array<Record<string, unknown>>) {
    if (typeof item.sku !== 'string' || !Number.isSafeInteger(item.quantity) || (item.quantity as number) < 1 || !isCents(item.price)) {
      return 'each item needs sku (string), quantity (integer >= 1) and price (integer cents)';
    }
  }
  return null;
}

export class MiddlewareMockServer {
  readonly requests: RecordedRequest[] = [];
  private faults: JsonFault[] = [];
  private readonly inventory: DemoInventory;
  private readonly openBox: DemoOpenBoxItems;
  private readonly shipping: DemoShippingRates;
  /** Uppercased SKU → the handle of the product it belongs to. */
  private readonly productOfSku = new Map<string, string>();

  private constructor(
    private readonly server: Server,
    catalogue: DemoCatalogue,
  ) {
    this.inventory = new DemoInventory(catalogue);
    this.openBox = new DemoOpenBoxItems(catalogue);
    this.shipping = new DemoShippingRates(catalogue);
    for (const product of catalogue.products) {
      for (const variant of product.variants) this.productOfSku.set(variant.sku.toUpperCase(), product.handle);
    }
  }

  static async start(catalogue: DemoCatalogue): Promise<MiddlewareMockServer> {
    const server = createServer();
    const mock = new MiddlewareMockServer(server, catalogue);
    server.on('request', (req, res) => void mock.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return mock;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Every following request fails this way (until reset); pass several to fail in turn, the last one sticking. */
  fault(...faults: JsonFault[]): void {
    this.faults = faults;
  }

  reset(): void {
    this.faults = [];
    this.requests.length = 0;
  }

  requestsTo(prefix: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path.startsWith(prefix));
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://middleware.local');
    const raw = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      req.on('end', () => resolve(data));
    });
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
      body,
    });
    const fault = this.faults.length > 1 ? this.faults.shift() : this.faults[0];
    if (fault && (await applyFault(fault, res))) return;
    const json = (status: number, payload: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);

    if (req.method === 'GET' && segments[0] === 'inventory' && segments.length === 2) {
      const site = url.searchParams.get('site');
      if (!site) return json(400, { error: 'site query is required' });
      const product = this.productOfSku.get(segments[1]!.trim().toUpperCase());
      if (product !== undefined && site !== product) return json(400, { error: `site must be the product of sku ${segments[1]}` });
      const levels = await this.inventory.levelsForSku(segments[1]!);
      return levels.length ? json(200, { inventory: levels }) : json(404, { error: 'unknown sku' });
    }
    if (req.method === 'GET' && segments[0] === 'openbox' && segments.length === 2) {
      return json(200, (await this.openBox.forProduct(segments[1]!)).map(middlewareOpenBoxRecord));
    }
    if (req.method === 'POST' && url.pathname === '/shipping/rates') {
      if (!String(req.headers['content-type']).startsWith('application/json')) return json(415, { error: 'JSON only' });
      const problem = ratesRequestProblem(body);
      if (problem) return json(400, { error: problem });
      const { rate } = body as { rate: { destination: { country: string; postal_code: string }; items: { sku: string; quantity: number; price: number }[] } };
      // A country the shop does not ship to has no rates, as a postcode nobody delivers to.
      if (!SHIPPED_TO.has(rate.destination.country)) return json(200, { rates: [] });
      const destination = { country: rate.destination.country as ShippingCountry, postcode: rate.destination.postal_code };
      const answer = await this.shipping.quote(destination, rate.items.map((i) => ({ sku: i.sku, quantity: i.quantity, priceCents: i.price })));
      if (answer.kind !== 'ok') return json(422, { error: 'cannot rate these items' });
      return json(200, { rates: answer.rates.map((r) => ({ service_name: r.serviceName, total_price: String(r.totalPriceCents) })) });
    }
    json(404, { error: 'no such endpoint' });
  }
}
