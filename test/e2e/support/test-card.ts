// The embedded checkout's payment step as a shopper fills it: a test card (docs/payment.md: '1'
// approves, '2' declines, '3' is a gateway error) in the card fields of the form whose button
// places the order ('Place order': the focused checkout's one form, shipped or picked up).
import type { Page } from '@playwright/test';

export const TEST_CARDS = { approves: '1', declines: '2', gatewayError: '3' } as const;

export async function fillTestCard(page: Page, { card = TEST_CARDS.approves, button = 'Place order' }: { card?: string; button?: string } = {}): Promise<void> {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: button, exact: true }) });
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Name on card').fill('Sam Player');
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('Security code').fill('123');
}
