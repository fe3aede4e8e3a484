// Issue 31: every shopper write purges their kept parts by surrogate key, which adds one ban to
// Varnish's list (deploy/varnish/default.vcl). The bans test only the kept object (`obj.http.*`),
// so Varnish's ban lurker can test them in the background and the list shrinks back once it has:
// after a burst of purges, with objects kept, the list is back to a handful within seconds rather
// than growing with the write rate (scripts/edge.mjs: ban_lurker_age).
// Skipped only when varnishd is not installed (npm run test:setup installs Debian's varnish).
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVarnish, varnishdPath } from '../../scripts/edge.mjs';
import { freePort } from './support/behind-varnish';

const VARNISHD = varnishdPath();
const PAGES = 40;
const PURGES = 300;

/** The number of bans in the edge's list (varnishstat's MAIN.bans). */
function bansIn(workDir: string): number {
  const out = spawnSync('varnishstat', ['-n', workDir, '-1', '-f', 'MAIN.bans'], { encoding: 'utf8' });
  const count = /^MAIN\.bans\s+(\d+)/m.exec(out.stdout)?.[1];
  if (count === undefined) throw new Error(`varnishstat said: ${out.stdout}${out.stderr}`);
  return Number(count);
}

describe.skipIf(!VARNISHD)(`the edge's ban list${VARNISHD ? '' : ' (skipped: varnishd is not installed)'}`, () => {
  let shop: Server;
  let varnish: Awaited<ReturnType<typeof startVarnish>>;
  let edge: string;

  beforeAll(async () => {
    // Shared pages, each kept 5 minutes and tagged with its product.
    shop = createServer((req, res) => {
      const page = /^\/p\/(\d+)$/.exec(req.url ?? '')?.[1] ?? 'none';
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, max-age=0, s-maxage=300', 'surrogate-control': 'max-age=300', 'surrogate-key': `product:p${page}` });
      res.end(`<p>page ${page}</p>`);
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    varnish = await startVarnish({ port, backends: [{ host: '127.0.0.1', port: (shop.address() as AddressInfo).port }], siteHost: 'shop.test' });
    edge = `http://127.0.0.1:${port}`;
  }, 60_000);

  afterAll(async () => {
    await varnish?.stop();
    await new Promise<void>((resolve) => (shop ? shop.close(() => resolve()) : resolve()));
  });

  it(`after ${PURGES} shopper purges with ${PAGES} pages kept, the list is back to a handful within seconds`, async () => {
    for (let i = 0; i < PAGES; i++) expect((await fetch(`${edge}/p/${i}`)).status).toBe(200);
    for (let i = 0; i < PURGES; i++) {
      // As a shopper's write sends them: their cart and session tags (digests), one ban each.
      const res = await fetch(`${edge}/`, { method: 'PURGE', headers: { 'surrogate-key': `cart:${i.toString(16).padStart(32, '0')} customer:${i.toString(16).padStart(32, 'f')}` } });
      expect(res.status).toBe(200);
    }
    expect(bansIn(varnish.workDir)).toBeGreaterThanOrEqual(PURGES);
    await expect.poll(() => bansIn(varnish.workDir), { timeout: 10_000, interval: 250 }).toBeLessThanOrEqual(3);
    // The pages the purges did not name are still kept.
    expect((await fetch(`${edge}/p/1`)).headers.get('x-cache')).toBe('hit');
  }, 60_000);
});
