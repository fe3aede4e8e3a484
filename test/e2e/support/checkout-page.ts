// The focused checkout's structure as a shopper meets it (issue 33): on a phone the order summary
// (lines, discount code, totals) is folded into 'Show order summary' above the form; Ship or Pick
// up is a switch in the one order form, whose one button is 'Place order'. Journeys learn the page
// here, beside the form's fields (checkout-form.ts) and the test card (test-card.ts).
import { expect, type Page } from '@playwright/test';
import { fillTestCard } from './test-card';

/** On a phone: unfold the order summary, as a shopper taps 'Show order summary'. */
export async function showOrderSummary(page: Page): Promise<void> {
  await page.locator('.checkout-summary__toggle').click();
  await expect(page.locator('.checkout-summary')).toHaveAttribute('open', '');
}

/** The delivery switch: 'Ship' or 'Pick up'. */
export async function chooseDelivery(page: Page, choice: 'Ship' | 'Pick up'): Promise<void> {
  // The segment is the radio itself, drawn over its label: the shopper taps it.
  const radio = page.getByTestId('delivery-switch').getByRole('radio', { name: choice, exact: true });
  await radio.click();
  await expect(radio).toBeChecked();
}

/** A pick-up order's contact and card: the store is chosen in the switch's Pick up side. */
export async function fillPickUp(page: Page, { email = 'shopper@example.com', name = 'Sam Player' }: { email?: string; name?: string } = {}): Promise<void> {
  await expect(page.getByRole('radio', { name: 'Pick up', exact: true })).toBeChecked();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Full name').fill(name);
  await fillTestCard(page);
}
