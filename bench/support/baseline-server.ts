// The yardstick: a bare node:http server in its own process answering one prebuilt body with the
// same bytes and content type as the page under test. The ratio app/baseline says how much of the
// machine's HTTP capacity rendering the page costs, which travels better between laptops than
// raw requests per second do.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, rssOf, stopChild, waitUntilHealthy, type RunningProcess } from './storefront-process';

const SERVE_FILE = `
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const body = readFileSync(process.env.BASELINE_BODY);
const type = process.env.BASELINE_TYPE;
const encoding = process.env.BASELINE_ENCODING;
createServer((req, res) => {
  if (req.url === '/healthz') { res.end('ok'); return; }
  res.writeHead(200, { 'content-type': type, 'content-length': body.length, ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}) });
  res.end(body);
}).listen(Number(process.env.BASELINE_PORT), '127.0.0.1');
`;

/** `contentEncoding`: the body is already encoded so (gzip bytes as an edge sends them on the wire). */
export async function startBaseline(body: Uint8Array, contentType: string, contentEncoding?: string): Promise<RunningProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-baseline-'));
  const file = path.join(dir, 'body');
  writeFileSync(file, body);
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', SERVE_FILE], {
    env: { PATH: process.env.PATH ?? '', BASELINE_BODY: file, BASELINE_TYPE: contentType, BASELINE_PORT: String(port), ...(contentEncoding ? { BASELINE_ENCODING: contentEncoding } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(origin, child, 10_000);
  return {
    origin,
    pid: child.pid!,
    startupMs: performance.now() - started,
    rssBytes: () => rssOf(child.pid!),
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
