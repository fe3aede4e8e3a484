// The embedded checkout's delivery form as an Australian shopper fills it (/en-au ships to
// Australia: a state or territory and a 4-digit postcode), and the approving test card.
import type { Page } from '@playwright/test';
import { fillTestCard } from './test-card';

export interface AustralianDelivery {
  email?: string;
  name?: string;
  address?: string;
}

export async function fillAustralianDelivery(page: Page, { email = 'shopper@example.com', name = 'Sam Player', address = '88 Grenfell Street' }: AustralianDelivery = {}): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Street address').fill(address);
  await page.getByLabel('City or suburb').fill('Adelaide');
  await page.getByRole('combobox', { name: 'State or territory' }).selectOption('SA');
  await page.getByLabel('Postcode').fill('5000');
  await fillTestCard(page);
}
