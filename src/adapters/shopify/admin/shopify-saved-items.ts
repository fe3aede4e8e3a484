// Production saved lists: a JSON metafield on the Shopify customer (namespace 'storefront', key
// 'saved_items'), read and written with the Admin API. A change is read-modify-write with the
// metafield's compareDigest, so a write another copy of the shop made in between is not lost: the
// change is applied again to the newer list (STALE_OBJECT), a few times at most. Changes to one
// customer's list also run one after another in this process.
import { z } from 'zod';
import type { SavedItems } from '../../../application/ports';
import { SavedItemsUnavailable } from '../../../application/saved/saved-items-error';
import type { SavedItem } from '../../../domain/saved-items';
import { isShopifyError } from '../errors';
import { SAVED_ITEMS_METAFIELD, SAVED_ITEMS_QUERY, SAVED_ITEMS_SET_MUTATION } from './saved-items-documents';
import type { ShopifyAdminClient } from './shopify-admin-client';

export const MAX_STALE_RETRIES = 3;

const storedItem = z.object({
  productId: z.string().regex(/^gid:\/\/shopify\/Product\/[A-Za-z0-9-]{1,64}$/),
  handle: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/),
  savedPrice: z.object({ amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/), currencyCode: z.string().regex(/^[A-Z]{3}$/) }),
  savedAt: z.iso.datetime(),
});

const readAnswer = z.object({
  customer: z.object({ id: z.string(), metafield: z.object({ value: z.string(), compareDigest: z.string() }).nullable() }).nullable(),
});

const setAnswer = z.object({
  metafieldsSet: z.object({
    metafields: z.array(z.object({ compareDigest: z.string() })).nullable(),
    userErrors: z.array(z.object({ field: z.array(z.string()).nullable(), message: z.string(), code: z.string().nullable() })),
  }).nullable(),
});

/** The stored JSON, entry by entry: an entry someone edited into another shape is dropped, the rest kept. */
function itemsOf(value: string | undefined): SavedItem[] {
  if (!value) return [];
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  return json.flatMap((entry: unknown) => {
    const parsed = storedItem.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export class ShopifySavedItems implements SavedItems {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly admin: ShopifyAdminClient) {}

  async list(customerId: string): Promise<SavedItem[]> {
    return (await this.read(customerId)).items;
  }

  update(customerId: string, change: (items: readonly SavedItem[]) => SavedItem[]): Promise<SavedItem[]> {
    const previous = this.queues.get(customerId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.write(customerId, change));
    this.queues.set(customerId, next);
    const forget = () => {
      if (this.queues.get(customerId) === next) this.queues.delete(customerId);
    };
    next.then(forget, forget);
    return next;
  }

  private async write(customerId: string, change: (items: readonly SavedItem[]) => SavedItem[]): Promise<SavedItem[]> {
    for (let attempt = 0; attempt <= MAX_STALE_RETRIES; attempt++) {
      const current = await this.read(customerId);
      const items = change(current.items);
      const data = await this.call(() =>
        this.admin.mutate(
          SAVED_ITEMS_SET_MUTATION,
          { metafields: [{ ownerId: customerId, ...SAVED_ITEMS_METAFIELD, value: JSON.stringify(items), compareDigest: current.digest }] },
          setAnswer,
        ),
      );
      const errors = data.metafieldsSet?.userErrors ?? [];
      if (errors.some((error) => error.code === 'STALE_OBJECT')) continue;
      if (errors.length > 0 || !data.metafieldsSet) throw new SavedItemsUnavailable(`Shopify refused the saved list: ${errors[0]?.message ?? 'no answer'}`);
      return items;
    }
    throw new SavedItemsUnavailable(`the saved list kept changing underneath (${MAX_STALE_RETRIES + 1} attempts)`);
  }

  private async read(customerId: string): Promise<{ items: SavedItem[]; digest: string | null }> {
    const data = await this.call(() => this.admin.query(SAVED_ITEMS_QUERY, { customerId, namespace: SAVED_ITEMS_METAFIELD.namespace, key: SAVED_ITEMS_METAFIELD.key }, readAnswer));
    if (!data.customer) throw new SavedItemsUnavailable(`Shopify has no customer ${customerId}`);
    return { items: itemsOf(data.customer.metafield?.value), digest: data.customer.metafield?.compareDigest ?? null };
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (isShopifyError(error)) throw new SavedItemsUnavailable(`Shopify saved items: ${error.message}`);
      throw error;
    }
  }
}
