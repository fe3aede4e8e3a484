// Issue 20 in a real browser: a shopper asks to be emailed when a sold-out item is back, the stock
// comes back, and the message arrives once, with a working unsubscribe link.
// Embedded: the tester's commands change the stock (npm run demo:change) and run the check
// (npm run alerts:check); the message is an .eml file under DATA_DIR/outbox.
// Hosted: the sandbox's catalogue changes as a merchant's edit would, Shopify's products/update
// webhook is posted signed to the shop, and the message is what the marketing service's webhook
// stand-in received (the shop's WebhookNotifier); the alert itself lives in its alert API.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_PRODUCT_COUNT, DEMO_SEED } from '../../src/adapters/embedded/demo-data/demo-defaults';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { itemTitle, productsUpdatePayload, shopifySignature, soldOutVariant } from '../support/alert-fixtures';
import { readOutbox } from '../support/eml';
import { SANDBOX_KEYS } from '../support/sandbox-keys';
import { DEMO_CHANGE_PATH, RECEIVED_ALERTS_PATH } from '../support/sandbox-controls';
import { hosted, stubRecaptchaScript } from './support/mode';
import { runDemoCommand as command } from './support/demo-commands';

const item = soldOutVariant(generateCatalogue({ seed: DEMO_SEED, productCount: DEFAULT_PRODUCT_COUNT }));
const controlsUrl = () => readFileSync('var/e2e-hosted/sandbox.env', 'utf8').match(/^SANDBOX_CONTROLS_URL=(.+)$/m)![1]!;

async function setOnlineStock(quantity: number | 'reset'): Promise<void> {
  if (!hosted) {
    command('demo-change.ts', '--sku', item.variant.sku, ...(quantity === 'reset' ? ['--reset'] : ['--stock', String(quantity)]));
    return;
  }
  const body = quantity === 'reset' ? { sku: item.variant.sku, reset: true } : { sku: item.variant.sku, field: 'stock', value: quantity };
  const res = await fetch(`${controlsUrl()}${DEMO_CHANGE_PATH}`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}

let delivery = 0;
/** Embedded: the check command. Hosted: Shopify's products/update webhook for the item, signed. Returns the messages queued. */
async function announceChange(baseURL: string): Promise<number> {
  if (!hosted) return Number(command('alerts-check.ts').match(/(\d+) messages queued/)![1]);
  // Each real change carries its own updated_at (the same body again is a replay, whatever its id).
  const body = JSON.stringify(productsUpdatePayload(item.product.id, [{ gid: item.gid }], new Date(Date.now() + delivery).toISOString()));
  const res = await fetch(`${baseURL}/webhooks/shopify/products/update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-topic': 'products/update', 'x-shopify-webhook-id': `e2e-${Date.now()}-${delivery++}`, 'x-shopify-hmac-sha256': shopifySignature(body, SANDBOX_KEYS.shopifyWebhookSecret) },
    body,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { queued: number }).queued;
}

async function messagesTo(email: string): Promise<{ subject: string; unsubscribeUrl: string }[]> {
  if (!hosted) {
    return readOutbox('var/e2e/outbox')
      .filter((m) => m.headers.get('to') === email)
      .map((m) => ({ subject: m.headers.get('subject')!, unsubscribeUrl: m.headers.get('list-unsubscribe')!.replace(/^<|>$/g, '') }));
  }
  const { messages } = (await (await fetch(`${controlsUrl()}${RECEIVED_ALERTS_PATH}`)).json()) as { messages: { to: string; subject: string; unsubscribeUrl: string }[] };
  return messages.filter((m) => m.to === email).map(({ subject, unsubscribeUrl }) => ({ subject, unsubscribeUrl }));
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.describe.configure({ mode: 'serial' });
test.afterAll(async () => {
  await setOnlineStock('reset');
});

test('Email me when it’s back: subscribe on a sold-out item, the stock returns, one message arrives, its link unsubscribes', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await setOnlineStock(0);
  const email = `back-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  await stubRecaptchaScript(page);
  await page.goto(`/en-au/products/${item.product.handle}`);
  await hydrated(page);
  await expect(page.locator('.product-page__buy').getByRole('button', { name: /add to cart/i })).toBeDisabled();
  const alert = page.locator('[data-alert="back-in-stock"]');
  await alert.getByText('Email me when it’s back').click();
  await alert.getByRole('button', { name: 'Notify me' }).click();
  await expect(alert.getByRole('alert')).toHaveText('Email is required');
  await expectNoSeriousAxeViolations(page);
  await alert.getByLabel('Email address').fill(email);
  await alert.getByRole('button', { name: 'Notify me' }).click();
  await expect(alert.getByRole('status')).toHaveText('We’ll email you when it’s back.');
  await expect(alert.getByLabel('Email address')).toHaveCount(0);

  await setOnlineStock(3);
  // The shop shows the stock that came back (embedded: within the second its change watcher takes).
  await expect(async () => {
    await page.reload();
    await expect(page.locator('.product-page__buy').getByRole('button', { name: /add to cart/i })).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('[data-alert="back-in-stock"]')).toHaveCount(0);

  expect(await announceChange(baseURL!)).toBe(1);
  await expect.poll(() => messagesTo(email), { timeout: 15_000 }).toHaveLength(1);
  // Announced again (a re-run check, another delivery of the same change): nothing more is queued.
  expect(await announceChange(baseURL!)).toBe(0);
  const messages = await messagesTo(email);
  expect(messages).toHaveLength(1);
  expect(messages[0]!.subject).toBe(`Back in stock: ${itemTitle(item)}`);

  const link = new URL(messages[0]!.unsubscribeUrl);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from this alert?');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribed');
  await expect(page.getByText('You will no longer receive this alert.')).toBeVisible();
});
