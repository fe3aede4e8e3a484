// The cart drawer's "You may also like" on the real composed app: the drawer sends the product id
// of each cart line (GET /api/cart) to POST /api/fetch-related-products, as the browser does.
// Titles alone found nothing (a full title only matches its own product), hence the ids.
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { CartView, RelatedProductView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';

/** Spec section 9: cart suggestions capped at 8. */
const MAX_CART_SUGGESTIONS = 8;

let app: Express;
let active: DemoProduct[];
let withRelated: DemoProduct[];

const variantGid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
const relatedOf = (p: DemoProduct) => p.relatedProductIds.flatMap((id) => active.filter((q) => q.id === id));

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  active = catalogue.products.filter((p) => p.status === 'active');
  withRelated = active.filter((p) => p.openBoxParent === null && relatedOf(p).length >= 2);
});

/** A shopper whose cart holds one of each product; answers the cart as the drawer receives it. */
async function cartWith(products: readonly DemoProduct[]) {
  const agent = request.agent(app);
  const lines = products.map((p) => ({ merchandiseId: variantGid(p), quantity: 1 }));
  await agent.post('/cart').set('accept', 'application/json').type('form').send({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines } }) }).expect(200);
  const cart = (await agent.get('/api/cart').expect(200)).body.cart as CartView;
  return { agent, cart };
}

/** What the drawer sends: each line's product id. */
async function drawerLookup({ agent, cart }: Awaited<ReturnType<typeof cartWith>>): Promise<RelatedProductView[]> {
  const productIds = cart.lines.map((line) => line.productId);
  return (await agent.post('/api/fetch-related-products').send(productIds).expect(200)).body as RelatedProductView[];
}

describe('the cart drawer’s related products', () => {
  it('each cart line carries its product’s global id', async () => {
    const [product] = withRelated as [DemoProduct];
    const { cart } = await cartWith([product]);
    expect(cart.lines.map((line) => line.productId)).toEqual([`gid://shopify/Product/${product.id}`]);
  });

  it('a one-line cart gets the product’s related products, in order, with what the carousel shows', async () => {
    const [product] = withRelated as [DemoProduct];
    const related = await drawerLookup(await cartWith([product]));
    const expected = relatedOf(product).slice(0, MAX_CART_SUGGESTIONS);
    // These titles are under the cart's 65-character cut (spec section 9): shown whole.
    expect(expected.every((p) => p.title.length <= 65)).toBe(true);
    expect(related.map((r) => r.title)).toEqual(expected.map((p) => p.title));
    expect(related.map((r) => r.href)).toEqual(expected.map((p) => `/products/${p.handle}`));
    expect(related.map((r) => r.variantId)).toEqual(expected.map(variantGid));
    for (const r of related) expect(r.price).toMatch(/^\$\d/);
  });

  it('a two-line cart gets both products’ related products, none already in the cart, no repeats, at most 8', async () => {
    const first = withRelated[0] as DemoProduct;
    const second = withRelated.find((p) => p.categoryCode === first.categoryCode && p.id !== first.id) ?? (withRelated[1] as DemoProduct);
    const related = await drawerLookup(await cartWith([first, second]));
    const inCart = new Set([variantGid(first), variantGid(second)]);
    const candidates = [...new Set([...relatedOf(first), ...relatedOf(second)].map(variantGid))].filter((id) => !inCart.has(id));
    expect(related.map((r) => r.variantId)).toEqual(candidates.slice(0, MAX_CART_SUGGESTIONS));
    expect(related.length).toBeGreaterThan(0);
  });

  it('a three-line cart gets nothing, though each of its products has related products', async () => {
    const lookup = await cartWith(withRelated.slice(0, 3));
    expect(lookup.cart.lines).toHaveLength(3);
    expect(await drawerLookup(lookup)).toEqual([]);
  });
});
