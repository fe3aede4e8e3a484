// `npm run sandbox [-- --write-env FILE] [-- COMMAND ARGS...]`: every hosted provider, played on
// loopback by the stand-ins the contract suites use, each answering in the real API's shapes and
// holding the demo catalogue and content:
//   Shopify Storefront API (GraphQL validated against the shipped schema; carts and customers in
//   memory) and, on the same origin, Shopify's analytics batch endpoint and the Admin API's customer
//   metafields (saved lists); a Typesense node filled by
//   the real `npm run search:sync`; Sanity's query API filled by the real `npm run content:import`;
//   the middleware; the rental-rate service; reCAPTCHA's siteverify.
// It prints the environment that points the shop at them (and writes it to --write-env). Given a
// command, it runs it with that environment and stops when the command ends: the hosted journeys
// start the shop this way.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import type { DemoCatalogue } from '../src/adapters/embedded/demo-data/catalogue-types';
import { DEFAULT_PRODUCT_COUNT, DEMO_SEED } from '../src/adapters/embedded/demo-data/demo-defaults';
import { generateCatalogue } from '../src/adapters/embedded/demo-data/generate-catalogue';
import type { ShopifyAnalyticsEvent as AnalyticsEvent } from '../src/adapters/shopify/shopify-analytics-payload';
import { ShopifyCustomerBackend } from '../test/adapters/accounts/support/shopify-customer-backend';
import { shopifyCartRoot } from '../test/adapters/cart/support/shopify-cart-backend';
import { demoStorefrontRoot } from '../test/adapters/shopify/support/demo-storefront';
import { MiddlewareMockServer } from '../test/support/middleware-mock-server';
import { RentalMockServer } from '../test/support/rental-mock-server';
import { answerRecaptcha } from '../test/support/recaptcha-stand-in';
import { startSanityMockServer } from '../test/support/sanity-mock-server';
import { ANALYTICS_BATCH_PATH, answerAnalyticsBatch } from '../test/support/shopify-analytics-stand-in';
import { StorefrontMockServer, STOREFRONT_API_VERSION } from '../test/support/storefront-mock-server';
import { startTypesenseMock } from '../test/support/typesense-mock-server';
import { SANDBOX_KEYS } from '../test/support/sandbox-keys';
import { ADMIN_API_PATH, ShopifyAdminBackend } from '../test/support/shopify-admin-stand-in';
import { ALERT_WEBHOOK_PATH, NEWSLETTER_WEBHOOK_PATH, startMarketingServiceStandIn } from '../test/support/marketing-service-stand-in';
import { startSandboxControls } from '../test/support/sandbox-controls';
import { demoImageRoutes } from '../src/server/http/demo-images';

/** Where Shopify serves a store's files on its own domain. */
const FILES_PATH = '/cdn/shop/files';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const KEYS = SANDBOX_KEYS;

function parseArgs(argv: string[]): { envFile: string | null; command: string[] } {
  let envFile: string | null = null;
  const rest = [...argv];
  while (rest[0]?.startsWith('--')) {
    const flag = rest.shift()!;
    if (flag === '--') break;
    if (flag === '--write-env') envFile = rest.shift() ?? null;
    else throw new Error(`sandbox: unknown option ${flag}`);
  }
  return { envFile, command: rest };
}

const listen = (server: Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendAnswer(res: ServerResponse, answer: { status?: number; contentType?: string; body?: string }) {
  res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'text/plain' });
  res.end(answer.body ?? '');
}

/**
 * The shop's domain: the analytics batch path and the store's files (`/cdn/shop/files/…`, the demo
 * pictures) are answered here, everything else goes to the Storefront API stand-in.
 */
async function startShopDomain(catalogue: DemoCatalogue, analyticsEvents: AnalyticsEvent[], admin: ShopifyAdminBackend) {
  let target: URL | null = null;
  const files = express().use(FILES_PATH, demoImageRoutes(catalogue));
  const server = createServer(async (req, res) => {
    if (req.url?.startsWith(`${FILES_PATH}/`)) return files(req, res);
    if (!target) return sendAnswer(res, { status: 503, body: 'Starting' });
    if (ADMIN_API_PATH.test(req.url?.split('?')[0] ?? '')) {
      const body = await readBody(req);
      return sendAnswer(res, admin.answer({ method: req.method ?? 'GET', path: req.url!.split('?')[0]!, headers: req.headers, body }));
    }
    if (req.url?.startsWith(ANALYTICS_BATCH_PATH)) {
      const body = await readBody(req);
      return sendAnswer(res, answerAnalyticsBatch({ method: req.method ?? 'GET', path: req.url.split('?')[0]!, headers: req.headers, body }, analyticsEvents));
    }
    const upstream = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => sendAnswer(res, { status: 502, body: 'Bad Gateway' }));
    req.pipe(upstream);
  });
  const url = await listen(server);
  return { url, server, files: `${url}${FILES_PATH}`, forwardTo: (storefrontUrl: string) => void (target = new URL(storefrontUrl)) };
}

async function startRecaptcha(): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => sendAnswer(res, answerRecaptcha({ method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0]!, body: await readBody(req) }, KEYS.recaptchaSecret)));
  return { url: await listen(server), server };
}

function run(command: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => child.kill(signal));
  });
}

/** Runs one of the project's own npm scripts (the real import paths) against the stand-ins. */
async function fill(script: string, env: NodeJS.ProcessEnv) {
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', script)], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (exit) => resolve(exit ?? 1));
  });
  if (code !== 0) throw new Error(`sandbox: scripts/${script} exited ${code}`);
}

async function main(): Promise<number> {
  const { envFile, command } = parseArgs(process.argv.slice(2));
  const productCount = Number(process.env.DEMO_PRODUCT_COUNT ?? DEFAULT_PRODUCT_COUNT);
  const seed = Number(process.env.DEMO_SEED ?? DEMO_SEED);
  const catalogue = generateCatalogue({ seed, productCount });
  const demoEnv = { DEMO_PRODUCT_COUNT: String(productCount), DEMO_SEED: String(seed) };

  const analyticsEvents: AnalyticsEvent[] = [];
  const customers = new ShopifyCustomerBackend();
  // Saved lists of signed-in shoppers: customer metafields through the Admin API, on the shop domain.
  const admin = new ShopifyAdminBackend(KEYS.shopifyAdminToken, (id) => [...customers.customers.values()].some((customer) => customer.id === id));
  const shop = await startShopDomain(catalogue, analyticsEvents, admin);
  const storefront = await StorefrontMockServer.start({
    root: { ...demoStorefrontRoot(catalogue, shop.files), ...shopifyCartRoot(catalogue, shop.files), ...customers.root() },
    accessToken: KEYS.storefrontToken,
  });
  shop.forwardTo(storefront.url);
  const typesense = await startTypesenseMock({ searchKey: KEYS.typesenseSearch, adminKey: KEYS.typesenseAdmin });
  const sanity = await startSanityMockServer({ documents: [], projectId: KEYS.sanityProject, dataset: KEYS.sanityDataset, apiVersion: '2025-02-19', token: KEYS.sanityToken });
  const middleware = await MiddlewareMockServer.start(catalogue);
  const rental = await RentalMockServer.start(catalogue);
  const recaptcha = await startRecaptcha();
  // Alerts (issue 20): the marketing service keeps them and mails them; the controls let a journey change stock.
  const marketing = await startMarketingServiceStandIn();
  const controls = await startSandboxControls(catalogue, marketing, rental);

  const shopEnv: Record<string, string> = {
    ...demoEnv,
    // Search documents, content and brand logos name the demo pictures by path on the shop itself.
    DEMO_IMAGES: 'on',
    SHOPIFY_STORE_DOMAIN: shop.url,
    SHOPIFY_STOREFRONT_API_TOKEN: KEYS.storefrontToken,
    SHOPIFY_ADMIN_API_TOKEN: KEYS.shopifyAdminToken,
    SHOPIFY_API_VERSION: STOREFRONT_API_VERSION,
    SHOPIFY_SHOP_ID: KEYS.shopId,
    TYPESENSE_NODES: typesense.url,
    TYPESENSE_SEARCH_ONLY_KEY: KEYS.typesenseSearch,
    SANITY_PROJECT_ID: KEYS.sanityProject,
    SANITY_DATASET: KEYS.sanityDataset,
    SANITY_API_HOST: sanity.url,
    SANITY_READ_TOKEN: KEYS.sanityToken,
    SANITY_PREVIEW_SECRET: KEYS.previewSecret,
    MIDDLEWARE_BASE_URL: middleware.url,
    RENTAL_SERVICE_URL: rental.url,
    RECAPTCHA_SITE_KEY: KEYS.recaptchaSite,
    RECAPTCHA_SECRET_KEY: KEYS.recaptchaSecret,
    RECAPTCHA_VERIFY_URL: `${recaptcha.url}/recaptcha/api/siteverify`,
    ALERTS_SERVICE_URL: marketing.url,
    ALERTS_WEBHOOK_URL: `${marketing.url}${ALERT_WEBHOOK_PATH}`,
    // The newsletter list lives in the marketing service too: every copy signs up into one list.
    NEWSLETTER_WEBHOOK_URL: `${marketing.url}${NEWSLETTER_WEBHOOK_PATH}`,
    SHOPIFY_WEBHOOK_SECRET: KEYS.shopifyWebhookSecret,
    // Not the shop's: where a journey changes the sandbox's stock and reads the mailed alerts.
    SANDBOX_CONTROLS_URL: controls.url,
  };

  await fill('search-sync.ts', { ...process.env, ...demoEnv, TYPESENSE_NODES: typesense.url, TYPESENSE_SEARCH_ONLY_KEY: KEYS.typesenseSearch, TYPESENSE_ADMIN_KEY: KEYS.typesenseAdmin });
  await fill('content-import.ts', {
    ...process.env,
    SANITY_PROJECT_ID: KEYS.sanityProject,
    SANITY_DATASET: KEYS.sanityDataset,
    SANITY_WRITE_TOKEN: KEYS.sanityToken,
    SANITY_API_HOST: sanity.url,
  });

  const lines = Object.entries(shopEnv).map(([key, value]) => `${key}=${value}`);
  if (envFile) {
    mkdirSync(path.dirname(envFile), { recursive: true });
    writeFileSync(envFile, `${lines.join('\n')}\n`);
  }
  console.log(`sandbox: ${catalogue.products.length} products in Typesense, ${sanity.documents().length} documents in Sanity; point the shop here with:`);
  console.log(lines.join('\n'));

  const closeAll = async () => {
    for (const server of [shop.server, recaptcha.server, controls.server]) {
      server.closeAllConnections();
      server.close();
    }
    await Promise.all([storefront.close(), typesense.close(), sanity.close(), middleware.close(), rental.close(), marketing.close()]);
  };
  if (command.length > 0) {
    const code = await run(command, { ...process.env, ...shopEnv });
    await closeAll();
    return code;
  }
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await closeAll();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
