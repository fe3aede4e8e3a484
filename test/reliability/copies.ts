// Three copies of the shop in hosted mode behind nginx (round robin, no stickiness), sharing
// Redis for the per-IP limits, all against `npm run sandbox`, with Varnish (deploy/varnish/default.vcl,
// ESI on) in front of nginx as the shop's edge when varnishd is installed. Then, through the edge:
//   1. the cart, account, preview and checkout journeys (Playwright, hosted mode), where every
//      request may land on another copy, so the shopper sees one cart, one session, one preview;
//   2. a per-IP limit that holds across copies: failed log-ins spread over the copies meet the
//      limit of one (10), where three private memories would allow 30;
//   3. a load run through nginx beside one copy alone (LOAD_SECONDS, default 10; COPIES_CONNECTIONS,
//      default 20), figures printed; no request through the balancer may fail;
//   4. the purge journey (with Varnish): a price change in the sandbox and its products/update
//      webhook make the product page show the new price within a second through Varnish and on
//      every copy directly;
//   5. a copy killed under a load of add-to-cart POSTs carrying Idempotency-Keys (with Varnish):
//      no request fails (Varnish sends the ones the dead copy held to another copy).
// COPIES_SKIP_JOURNEYS=1 leaves out step 1 (a quick run of the rest while working on them).
// Run by `npm run test:reliability -- copies` (and the short form in CI). Needs Debian's nginx,
// redis-server and varnish (`npm run test:setup` installs them) and a build (`npm run build`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { productsUpdatePayload, shopifySignature } from '../support/alert-fixtures';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { DEMO_CHANGE_PATH } from '../support/sandbox-controls';
import { renderVcl, varnishdPath } from '../../scripts/edge.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const COPIES = 3;
const LOGIN_LIMIT = 10; // DEFAULT_RATE_LIMITS.logIn in src/server/http/rate-limit.ts
const children: ChildProcess[] = [];
const work = mkdtempSync(path.join(tmpdir(), 'storefront-copies-'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const log = createWriteStream(path.join(work, `${name}.log`));
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  // 'close', not 'exit': a process may exit before its stdout and stderr are drained into the log.
  child.once('close', () => log.end());
  children.push(child);
  return child;
}

/** Stops every child (newest first) and waits for each to exit, at most 5 s. */
async function stopAll(): Promise<void> {
  const running = children.reverse().filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => (child.kill('SIGKILL'), resolve()), 5_000);
          child.once('exit', () => (clearTimeout(timer), resolve()));
          child.kill('SIGTERM');
        }),
    ),
  );
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`copies: ${what} did not come up within ${timeoutMs / 1000} s (logs in ${work})`);
}

const answers = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;

function readEnv(file: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

function nginxConfig(port: number, upstreams: number[]): string {
  return `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  # nginx closes a client connection after keepalive_requests answers (1,000 by default). The load
  # generator ignores 'Connection: close' and writes its next request at once: that request is lost
  # (20 connections × 1,250 requests lost 20 of 25,000 every run) and, when it meets the closed
  # socket, counts as an ECONNRESET. A browser opens a new connection; the load run should too, so
  # the limit sits above any connection's share.
  keepalive_requests 1000000;
  client_body_temp_path ${work}/nginx-body;
  proxy_temp_path ${work}/nginx-proxy;
  fastcgi_temp_path ${work}/nginx-fastcgi;
  uwsgi_temp_path ${work}/nginx-uwsgi;
  scgi_temp_path ${work}/nginx-scgi;
  upstream shop {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      # A shared page's Surrogate-Key header (up to 200 keys) is read with the rest of the headers.
      proxy_buffer_size 16k;
      proxy_buffers 4 16k;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** One signed products/update delivery sent to every copy directly: the answers, in order. */
async function webhookOnEveryCopy(ports: number[], secret: string): Promise<string[]> {
  const body = JSON.stringify(productsUpdatePayload('9', [{ gid: 'gid://shopify/ProductVariant/9001' }], new Date().toISOString()));
  const answers: string[] = [];
  for (const port of ports) {
    const res = await fetch(`http://127.0.0.1:${port}/webhooks/shopify/products/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-topic': 'products/update', 'x-shopify-webhook-id': `copies-${body.length}-${Date.now()}`, 'x-shopify-hmac-sha256': shopifySignature(body, secret) },
      body,
    });
    const answer = (await res.json()) as { replay?: boolean };
    answers.push(res.status !== 200 ? `HTTP ${res.status}` : answer.replay ? 'replay' : 'handled');
  }
  return answers;
}

async function loginLimitHolds(base: string): Promise<{ upstreams: Set<string>; refusedAt: number | null }> {
  // One shopper's address of its own (nginx appends the hop; the copies trust loopback), so the
  // journeys' own failed log-ins from 127.0.0.1 do not count here.
  const shopper = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  const upstreams = new Set<string>();
  let refusedAt: number | null = null;
  for (let attempt = 1; attempt <= LOGIN_LIMIT + 1; attempt++) {
    const res = await fetch(`${base}/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: base, 'x-forwarded-for': shopper },
      // Another address each time: the per-account limit (5) is not what this checks.
      body: new URLSearchParams({ email: `nobody-${attempt}@example.com`, password: `wrong password ${attempt}` }),
      redirect: 'manual',
    });
    upstreams.add(res.headers.get('x-upstream') ?? '?');
    if (res.status === 429) {
      refusedAt = attempt;
      break;
    }
  }
  return { upstreams, refusedAt };
}

/** The new price, in cents and as the product page's structured data states it. */
const NEW_PRICE_CENTS = 4321_09;
const NEW_PRICE = '"price":"4321.09"';

/**
 * The purge journey: a price change in the sandbox (as a merchant makes it in Shopify's admin) and
 * Shopify's products/update webhook through the edge. Answers how long each view took to show the
 * new price (ms), or why it did not within PURGE_DEADLINE_MS.
 */
async function priceChangeOnEveryCopy(edge: string, ports: number[], env: Record<string, string>): Promise<{ answeredMs: number; views: string[]; late: string[] }> {
  const catalogue = generateCatalogue({ seed: Number(env.DEMO_SEED), productCount: Number(env.DEMO_PRODUCT_COUNT) });
  const product = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1)!;
  const variant = product.variants[0]!;
  const pagePath = `/products/${product.handle}`;
  const views = [{ name: 'Varnish', url: `${edge}${pagePath}` }, ...ports.map((port, i) => ({ name: `copy ${i}`, url: `http://127.0.0.1:${port}${pagePath}` }))];
  const shows = async (url: string) => (await (await fetch(url)).text()).includes(NEW_PRICE);
  // The edge keeps the page first (a hit), so only a purge can show the change there.
  for (let i = 0; i < 2; i++) await fetch(`${edge}${pagePath}`).then((res) => res.arrayBuffer());
  const changed = await fetch(`${env.SANDBOX_CONTROLS_URL}${DEMO_CHANGE_PATH}`, { method: 'POST', body: JSON.stringify({ sku: variant.sku, field: 'price:USD', value: NEW_PRICE_CENTS }) });
  if (!changed.ok) throw new Error(`copies: the sandbox refused the price change (${changed.status})`);
  const body = JSON.stringify(productsUpdatePayload(String(product.id), [{ gid: `gid://shopify/ProductVariant/${variant.id}`, price: '4321.09' }], new Date().toISOString()));
  const sent = performance.now();
  const hook = await fetch(`${edge}/webhooks/shopify/products/update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-topic': 'products/update', 'x-shopify-webhook-id': `price-${Date.now()}`, 'x-shopify-hmac-sha256': shopifySignature(body, env.SHOPIFY_WEBHOOK_SECRET!) },
    body,
  });
  if (hook.status !== 200) throw new Error(`copies: the price webhook answered ${hook.status}`);
  const answeredMs = Math.round(performance.now() - sent);
  const seen = await Promise.all(
    views.map(async ({ name, url }) => {
      while (performance.now() - sent < PURGE_DEADLINE_MS) {
        if (await shows(url)) return { name, ms: Math.round(performance.now() - sent) };
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return { name, ms: null };
    }),
  );
  return { answeredMs, views: seen.map(({ name, ms }) => `${name} ${ms === null ? 'never' : `${ms} ms`}`), late: seen.filter(({ ms }) => ms === null).map(({ name }) => name) };
}

const PURGE_DEADLINE_MS = 1_000;

/**
 * Add-to-cart POSTs through the edge, each with its own Idempotency-Key, at LOAD_CONNECTIONS; once
 * `killAfter` have been answered, `kill` ends one copy (SIGKILL, as a crash or an evicted pod would).
 * Every request must be answered 200.
 */
async function killUnderCartLoad(edge: string, variantGid: string, requests: number, killAfter: number, kill: () => void) {
  let answered = 0;
  let keys = 0;
  const run = autocannon({
    url: `${edge}/cart?index`,
    connections: LOAD_CONNECTIONS,
    amount: requests,
    timeout: 20,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: edge },
        body: new URLSearchParams({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variantGid, quantity: 1 }] } }) }).toString(),
        setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': `copies-kill-${process.pid}-${++keys}-0123456789` } }),
      },
    ],
  }) as unknown as Promise<autocannon.Result> & { on(event: 'response', listener: () => void): void };
  run.on('response', () => {
    answered += 1;
    if (answered === killAfter) kill();
  });
  const result = await run;
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}×${count}`).join(', ');
  const unanswered = Math.max(0, requests - result.requests.total);
  return { requests: result.requests.total, failed: result.errors + result.timeouts + result.non2xx + unanswered, statuses, p99: result.latency.p99, max: result.latency.max };
}

const LOAD_CONNECTIONS = Number(process.env.COPIES_CONNECTIONS ?? 20);

/**
 * `requests` requests at LOAD_CONNECTIONS, each connection ending after its last answer (a run cut by
 * a clock, autocannon's `duration`, destroys connections with requests in flight). A request that
 * got no answer at all counts as failed, beside socket errors, timeouts and non-2xx answers.
 */
async function load(url: string, requests: number) {
  const run = autocannon({ url, connections: LOAD_CONNECTIONS, amount: requests }) as unknown as Promise<autocannon.Result> & { on(event: 'reqError', listener: (error: NodeJS.ErrnoException) => void): void };
  const errorCodes = new Map<string, number>();
  run.on('reqError', (error) => errorCodes.set(error.code ?? error.message, (errorCodes.get(error.code ?? error.message) ?? 0) + 1));
  const result = await run;
  // What failed, by kind: a socket error, a timeout, or an answer other than 2xx (by status).
  const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => `${code}×${count}`);
  const codes = [...errorCodes].map(([code, count]) => `${code}×${count}`);
  const kinds = [`errors ${result.errors}${codes.length ? ` (${codes.join(', ')})` : ''}`, `timeouts ${result.timeouts}`, `non-2xx ${result.non2xx}${statuses.length ? ` (${statuses.join(', ')})` : ''}`].join(', ');
  const unanswered = Math.max(0, requests - result.requests.total);
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx + unanswered,
    kinds: `${kinds}, unanswered ${unanswered}`,
  };
}

async function main(): Promise<number> {
  for (const binary of ['nginx', 'redis-server']) {
    if (spawnSync('sh', ['-c', `command -v ${binary}`]).status !== 0) throw new Error(`copies: ${binary} is missing (npm run test:setup installs it)`);
  }
  if (!existsSync(path.join(ROOT, 'dist/server/main.js'))) throw new Error('copies: run npm run build first');
  const seconds = Number(process.env.LOAD_SECONDS ?? 10);

  const redisPort = await freePort();
  start('redis', 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  const envFile = path.join(work, 'sandbox.env');
  start('sandbox', process.execPath, ['--import', 'tsx', 'scripts/sandbox.ts', '--write-env', envFile]);
  await waitFor('the sandbox', () => existsSync(envFile));
  const sandboxEnv = readEnv(envFile);

  const ports = await Promise.all(Array.from({ length: COPIES }, () => freePort()));
  const varnishd = varnishdPath();
  const edgePort = varnishd ? await freePort() : null;
  const copyProcesses: ChildProcess[] = [];
  ports.forEach((port, i) => {
    mkdirSync(path.join(work, `copy-${i}`), { recursive: true });
    copyProcesses[i] = start(`copy-${i}`, process.execPath, ['dist/server/main.js'], {
      ...process.env,
      ...sandboxEnv,
      NODE_ENV: 'production',
      SESSION_SECRET: 'copies-session-secret-shared-by-every-copy-0123456789',
      // Varnish fixes every page's host to this one (the VCL's SITE lines).
      PUBLIC_SITE_URL: edgePort ? `http://127.0.0.1:${edgePort}` : 'http://127.0.0.1',
      ...(edgePort ? { EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}/` } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      DATA_DIR: path.join(work, `copy-${i}`),
    });
  });
  await Promise.all(ports.map((port) => waitFor(`copy on ${port}`, answers(`http://127.0.0.1:${port}/readyz`))));

  const balancerPort = await freePort();
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(conf, nginxConfig(balancerPort, ports));
  start('nginx', 'nginx', ['-c', conf, '-p', work, '-g', 'daemon off;']);
  const balancer = `http://127.0.0.1:${balancerPort}`;
  await waitFor('nginx', answers(`${balancer}/healthz`));
  let base = balancer;
  if (varnishd && edgePort) {
    // Started as root, varnishd reads its VCL as its own unprivileged user.
    const edgeDir = path.join(work, 'varnish');
    mkdirSync(edgeDir, { recursive: true });
    chmodSync(work, 0o755);
    chmodSync(edgeDir, 0o755);
    writeFileSync(path.join(edgeDir, 'shop.vcl'), renderVcl({ backends: [{ host: '127.0.0.1', port: balancerPort }], siteHost: `127.0.0.1:${edgePort}` }), { mode: 0o644 });
    start('varnish', varnishd, ['-F', '-a', `127.0.0.1:${edgePort}`, '-f', path.join(edgeDir, 'shop.vcl'), '-n', path.join(edgeDir, 'work'), '-s', 'malloc,128m', '-T', 'none', '-p', 'http_resp_hdr_len=16k', '-p', 'ban_lurker_age=1']);
    base = `http://127.0.0.1:${edgePort}`;
    await waitFor('varnish', answers(`${base}/healthz`));
  } else console.log("copies: varnishd is not installed (npm run test:setup installs Debian's varnish): the journeys go to nginx directly");
  console.log(`copies: ${COPIES} copies on ${ports.join(', ')} behind nginx at ${balancer}${varnishd ? `, Varnish at ${base}` : ''}, Redis on ${redisPort}`);

  const failures: string[] = [];
  const journeys = process.env.COPIES_SKIP_JOURNEYS === '1' ? { status: 0 } : spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'playwright.hosted.config.ts', 'test/e2e/cart.spec.ts', 'test/e2e/account.spec.ts', 'test/e2e/preview.spec.ts'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: base, E2E_PREVIEW_SECRET: sandboxEnv.SANITY_PREVIEW_SECRET, ...(varnishd ? { E2E_BEHIND_EDGE: '1' } : {}) } },
  );
  if (journeys.status !== 0) failures.push('journeys through the balancer');

  const limit = await loginLimitHolds(base);
  console.log(`copies: failed log-ins answered by ${limit.upstreams.size} copies, refused at attempt ${limit.refusedAt ?? 'never'} (limit ${LOGIN_LIMIT})`);
  if (limit.refusedAt !== LOGIN_LIMIT + 1) failures.push(`log-in limit across copies (refused at ${limit.refusedAt ?? 'never'})`);
  if (limit.upstreams.size < 2) failures.push('log-ins did not spread over the copies');

  // The same delivery (and the same body under fresh ids, as a replayer would send it) on every copy: handled once.
  const webhook = await webhookOnEveryCopy(ports, sandboxEnv.SHOPIFY_WEBHOOK_SECRET!);
  console.log(`copies: one Shopify delivery sent to each copy: ${webhook.join(', ')}`);
  if (webhook.join(',') !== ['handled', ...ports.slice(1).map(() => 'replay')].join(',')) failures.push(`webhook replay across copies (${webhook.join(', ')})`);

  const path0 = '/collections/guitar-bass';
  // Warm the edge (and every copy) first, one request at a time, as the load-soak step warms its
  // server: the figures through the edge are of cache hits, not of each copy's first render.
  for (let i = 0; i < 2 * COPIES; i++) await fetch(`${base}${path0}`).then((res) => res.arrayBuffer());
  await fetch(`http://127.0.0.1:${ports[0]}${path0}`).then((res) => res.arrayBuffer());
  // One copy alone renders every request now (the page cache is Varnish's): about 150 a second on this
  // machine; through the edge the pages are Varnish's hits (the balancer's figure was about 2,500).
  const one = await load(`http://127.0.0.1:${ports[0]}${path0}`, seconds * 150);
  const all = await load(`${base}${path0}`, seconds * 2_500);
  console.log(
    `copies: ${path0}, ${seconds * 150} and ${seconds * 2_500} requests at ${LOAD_CONNECTIONS} connections: one copy ${one.rps} req/s p99 ${one.p99} ms (${one.failed} of ${one.requests} failed${one.failed ? `: ${one.kinds}` : ''}); ` +
      `${COPIES} copies behind ${varnishd ? 'Varnish and ' : ''}nginx ${all.rps} req/s p99 ${all.p99} ms (${all.failed} of ${all.requests} failed${all.failed ? `: ${all.kinds}` : ''})`,
  );
  if (one.failed > 0) failures.push(`${one.failed} requests to one copy failed under load`);
  if (all.failed > 0) failures.push(`${all.failed} requests through the balancer failed under load`);

  if (varnishd) {
    const purge = await priceChangeOnEveryCopy(base, ports, sandboxEnv);
    console.log(`copies: a price change and its products/update webhook (answered, purge included, in ${purge.answeredMs} ms); the new price shown by ${purge.views.join(', ')} (within ${PURGE_DEADLINE_MS} ms)`);
    if (purge.late.length) failures.push(`the new price not shown within ${PURGE_DEADLINE_MS} ms by ${purge.late.join(', ')}`);

    // Last: it leaves two copies.
    const catalogue = generateCatalogue({ seed: Number(sandboxEnv.DEMO_SEED), productCount: Number(sandboxEnv.DEMO_PRODUCT_COUNT) });
    const sellable = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.is_heavy === 'false')!;
    const victim = copyProcesses[COPIES - 1]!;
    const carts = await killUnderCartLoad(base, `gid://shopify/ProductVariant/${sellable.variants[0]!.id}`, 30 * LOAD_CONNECTIONS, 5 * LOAD_CONNECTIONS, () => victim.kill('SIGKILL'));
    console.log(`copies: ${carts.requests} add-to-cart POSTs with Idempotency-Keys through Varnish, copy ${COPIES - 1} killed after ${5 * LOAD_CONNECTIONS}: ${carts.failed} failed (answers ${carts.statuses}; p99 ${carts.p99} ms, slowest ${carts.max} ms)`);
    if (victim.signalCode !== 'SIGKILL') failures.push('the copy to kill was not killed');
    if (carts.failed > 0) failures.push(`${carts.failed} add-to-cart POSTs failed while a copy was killed`);
  }

  console.log(failures.length ? `copies: FAILED: ${failures.join('; ')}` : 'copies: one cart, one session and one preview across copies; limits shared');
  return failures.length ? 1 : 0;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  })
  .then(async (code) => {
    await stopAll();
    if (code === 0) rmSync(work, { recursive: true, force: true });
    else console.error(`copies: logs kept in ${work}`);
    process.exit(code);
  });
