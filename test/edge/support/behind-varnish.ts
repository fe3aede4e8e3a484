// The edge tests run the shop in this process behind a real varnishd (scripts/edge.mjs renders the
// deployed VCL): a free port for Varnish (the shop is told it, to purge), the shop on its own port.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startVarnish } from '../../../scripts/edge.mjs';

export interface ShopBehindVarnish {
  /** Varnish's address: what shoppers ask. */
  edge: string;
  /** The shop's own address, past the edge. */
  shop: string;
  stop(): Promise<void>;
}

/** A port free at the time of asking (Varnish is started on it next). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function serveBehindVarnish(handler: RequestListener, { varnishPort, siteHost }: { varnishPort: number; siteHost: string }): Promise<ShopBehindVarnish> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const shopPort = (server.address() as AddressInfo).port;
  const varnish = await startVarnish({ port: varnishPort, backends: [{ host: '127.0.0.1', port: shopPort }], siteHost });
  return {
    edge: `http://127.0.0.1:${varnishPort}`,
    shop: `http://127.0.0.1:${shopPort}`,
    async stop() {
      await varnish.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The `name=value` pairs a response sets, as a browser would send them back. */
export const cookiesOf = (res: Response): string[] => res.headers.getSetCookie().map((c) => c.split(';')[0]!);
