// The SavedItems contract against SQLite and against the Shopify Admin API stand-in, plus what
// only the Shopify adapter does: compareDigest retries, refusals and outages.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSavedItemsUnavailable } from '../../../src/application/saved/saved-items-error';
import { createShopifyAdminClient } from '../../../src/adapters/shopify/admin/shopify-admin-client';
import { SAVED_ITEMS_QUERY, SAVED_ITEMS_SET_MUTATION } from '../../../src/adapters/shopify/admin/saved-items-documents';
import { ShopifySavedItems } from '../../../src/adapters/shopify/admin/shopify-saved-items';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { SqliteSavedItems } from '../../../src/adapters/sqlite/sqlite-saved-items';
import { describeSavedItemsContract } from '../../contract/saved-items.contract';
import { json, startRecordingServer } from '../../support/recording-http-server';
import { ShopifyAdminBackend } from '../../support/shopify-admin-stand-in';
import { buildSchema, parse, validate } from 'graphql';
import { ADMIN_SCHEMA_SUBSET } from '../../support/shopify-admin-stand-in';

const TOKEN = 'admin-token-for-tests';

async function startAdmin() {
  const customers = new Set<string>();
  const backend = new ShopifyAdminBackend(TOKEN, (id) => customers.has(id));
  const server = await startRecordingServer((request) => backend.answer(request));
  const client = createShopifyAdminClient({ storeDomain: server.url, adminToken: TOKEN, apiVersion: '2026-04' });
  const newCustomer = async () => {
    const id = `gid://shopify/Customer/${randomUUID()}`;
    customers.add(id);
    return id;
  };
  return { backend, server, client, newCustomer, savedItems: new ShopifySavedItems(client) };
}

describeSavedItemsContract('SqliteSavedItems', async () => {
  const db = openDatabase(':memory:');
  return { savedItems: new SqliteSavedItems(db), newCustomer: async () => `gid://shopify/Customer/${randomUUID()}`, close: async () => db.close() };
});

describeSavedItemsContract('ShopifySavedItems (Admin API stand-in)', async () => {
  const admin = await startAdmin();
  return { savedItems: admin.savedItems, newCustomer: admin.newCustomer, close: () => admin.server.close() };
});

describe('ShopifySavedItems beyond the contract', () => {
  it('its documents are valid against the Admin API subset', () => {
    const schema = buildSchema(ADMIN_SCHEMA_SUBSET);
    for (const document of [SAVED_ITEMS_QUERY, SAVED_ITEMS_SET_MUTATION]) expect(validate(schema, parse(document))).toEqual([]);
  });

  it('a write another client made in between (STALE_OBJECT) is kept: the change is applied again to the newer list', async () => {
    const admin = await startAdmin();
    const customer = await admin.newCustomer();
    let interfered = false;
    admin.backend.beforeSet = () => {
      if (interfered) return;
      interfered = true;
      admin.backend.put(customer, 'storefront', 'saved_items', JSON.stringify([{ productId: 'gid://shopify/Product/9', handle: 'other-copy', savedPrice: { amount: '10.00', currencyCode: 'AUD' }, savedAt: '2026-01-01T00:00:00.000Z' }]));
    };
    await admin.savedItems.update(customer, (items) => [{ productId: 'gid://shopify/Product/1', handle: 'mine', savedPrice: { amount: '5.00', currencyCode: 'AUD' }, savedAt: '2026-01-02T00:00:00.000Z' }, ...items]);
    expect((await admin.savedItems.list(customer)).map((item) => item.handle)).toEqual(['mine', 'other-copy']);
    await admin.server.close();
  });

  it('drops stored entries of another shape and keeps the rest', async () => {
    const admin = await startAdmin();
    const customer = await admin.newCustomer();
    admin.backend.put(customer, 'storefront', 'saved_items', JSON.stringify([{ handle: '<script>' }, { productId: 'gid://shopify/Product/2', handle: 'good', savedPrice: { amount: '1.00', currencyCode: 'USD' }, savedAt: '2026-01-01T00:00:00.000Z' }]));
    expect((await admin.savedItems.list(customer)).map((item) => item.handle)).toEqual(['good']);
    await admin.server.close();
  });

  it.each([
    { name: 'HTTP 503', answer: () => ({ status: 503, body: 'down' }) },
    { name: 'a wrong token (401)', answer: () => json({ errors: 'Invalid API key' }, 401) },
    { name: 'GraphQL errors', answer: () => json({ errors: [{ message: 'Throttled' }] }) },
    { name: 'an unknown customer', answer: () => json({ data: { customer: null } }) },
  ])('$name is SavedItemsUnavailable', async ({ answer }) => {
    const server = await startRecordingServer(answer);
    const savedItems = new ShopifySavedItems(createShopifyAdminClient({ storeDomain: server.url, adminToken: TOKEN, apiVersion: '2026-04' }));
    await expect(savedItems.list('gid://shopify/Customer/1')).rejects.toSatisfy(isSavedItemsUnavailable);
    await server.close();
  });

  it('sends the Admin token only in its header, to the Admin API path', async () => {
    const admin = await startAdmin();
    await admin.savedItems.list(await admin.newCustomer());
    const [request] = admin.server.requests;
    expect(request?.path).toBe('/admin/api/2026-04/graphql.json');
    expect(request?.headers['x-shopify-access-token']).toBe(TOKEN);
    expect(request?.body).not.toContain(TOKEN);
    await admin.server.close();
  });
});
