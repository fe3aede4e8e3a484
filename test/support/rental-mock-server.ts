// A local stand-in for the third-party rental-rate service on 127.0.0.1: POST {urls: [...]} answers
// a map of URL to {id, rate, rentNowUrl} for the demo products that can be rented. It refuses URLs
// that still carry a query or a trailing slash (the service keys on bare product URLs), records
// every request and can be switched into fault modes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DemoCatalogue } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { DemoRentalRates } from '../../src/adapters/embedded/demo-rental-rates';
import { applyFault, type JsonFault } from './middleware-mock-server';

export class RentalMockServer {
  readonly requests: { method: string; path: string; body: unknown }[] = [];
  private faults: JsonFault[] = [];
  private readonly rates: DemoRentalRates;

  private constructor(
    private readonly server: Server,
    catalogue: DemoCatalogue,
  ) {
    this.rates = new DemoRentalRates(catalogue);
  }

  static async start(catalogue: DemoCatalogue): Promise<RentalMockServer> {
    const server = createServer();
    const mock = new RentalMockServer(server, catalogue);
    server.on('request', (req, res) => void mock.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return mock;
  }

  /** The service's endpoint, as RENTAL_SERVICE_URL would name it. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1/rates`;
  }

  fault(...faults: JsonFault[]): void {
    this.faults = faults;
  }

  reset(): void {
    this.faults = [];
    this.requests.length = 0;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      req.on('end', () => resolve(data));
    });
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // recorded as text
    }
    this.requests.push({ method: req.method ?? '', path: req.url ?? '', body });
    const fault = this.faults.length > 1 ? this.faults.shift() : this.faults[0];
    if (fault && (await applyFault(fault, res))) return;
    const json = (status: number, payload: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    if (req.method !== 'POST' || req.url !== '/v1/rates') return json(404, { error: 'no such endpoint' });
    const urls = (body as { urls?: unknown } | null)?.urls;
    if (!Array.isArray(urls) || !urls.every((u) => typeof u === 'string')) return json(400, { error: 'urls must be a list of strings' });
    if (urls.some((u: string) => u.includes('?') || u.endsWith('/'))) return json(400, { error: 'urls must have no query and no trailing slash' });
    const rates = await this.rates.ratesFor(urls);
    json(200, Object.fromEntries([...rates].map(([url, r]) => [url, { id: r.id, rate: r.rate.toFixed(2), rentNowUrl: r.rentNowUrl }])));
  }
}
