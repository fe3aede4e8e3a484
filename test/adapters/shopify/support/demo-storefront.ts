// The embedded demo catalogue served in the Storefront API's shapes, as root resolvers for
// StorefrontMockServer: products by handle, nodes by id, and the 'category-tree' menu whose
// collections carry the custom metafields the real shop's middleware keeps in sync.
import { GraphQLError } from 'graphql';
import type { DemoCatalogue, DemoCategoryNode, DemoProduct, DemoVariant, MarketCurrency } from '../../../../src/adapters/embedded/demo-data/catalogue-types';
import { variantImage } from '../../../../src/adapters/embedded/demo-reshape';
import { openBoxUnitVariant } from '../../../../src/adapters/embedded/demo-data/open-box';
import { MOCK_STORE_DOMAIN, type StorefrontContext, type StorefrontRoot } from '../../../support/storefront-mock-server';

const CURRENCY_BY_COUNTRY: Record<string, MarketCurrency> = { AU: 'AUD', US: 'USD', GB: 'GBP', NO: 'NOK' };
export const marketCurrencyOf = (country: string): MarketCurrency => CURRENCY_BY_COUNTRY[country] ?? 'AUD';

export const productGid = (id: string) => `gid://shopify/Product/${id}`;
export const variantGid = (id: string) => `gid://shopify/ProductVariant/${id}`;
export const CDN = 'https://cdn.shopify.com/s/files/1/0600/demo';

/** Shopify's Decimal: '1299.0', '1299.95'. */
export function shopifyMoney(minor: number, currencyCode: MarketCurrency) {
  const amount = minor / 100;
  return { amount: Number.isInteger(amount) ? `${amount}.0` : String(amount), currencyCode };
}

const connection = <T>(items: readonly T[]) => ({ edges: items.map((node) => ({ node })) });
const firstOf = <T>(items: readonly T[]) => ({ first }: { first?: number }) => connection(items.slice(0, first ?? items.length));

interface Identifier {
  namespace?: string;
  key: string;
}

function metafieldsOf(values: Record<string, string | null | undefined>) {
  const one = ({ namespace, key }: Identifier) => {
    const value = values[key];
    return namespace === 'custom' && typeof value === 'string' ? { __typename: 'Metafield', namespace, key, value, type: 'single_line_text_field' } : null;
  };
  return { metafield: one, metafields: ({ identifiers }: { identifiers: Identifier[] }) => identifiers.map(one) };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The product metafields as the shop keeps them (namespace custom), all strings. */
export function demoProductMetafields(product: DemoProduct, catalogue: DemoCatalogue): Record<string, string | undefined> {
  const main = product.variants[0] as DemoVariant;
  const brand = catalogue.brands.find((b) => b.name === product.vendor);
  return {
    product_sku: main.sku,
    product_stock_status: product.metafields.stock_status,
    product_is_heavy: product.metafields.is_heavy,
    warranty_duration: product.metafields.warranty_duration,
    parent_product_active: product.openBoxParent?.handle,
    brand_url: `/search?search%5BrefinementList%5D%5Bbrand%5D%5B0%5D=${encodeURIComponent(product.vendor)}`,
    brand_logo: brand?.logoUrl,
    manufacturer_link: product.manufacturerLink,
    video_urls: JSON.stringify(product.videoURLs),
    specifications: `<table>${product.specifications.map((s) => `<tr><th>${escapeHtml(s.name)}</th><td>${escapeHtml(s.value)}</td></tr>`).join('')}</table>`,
    features: `<ul>${product.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
    ribbon_flag_override: product.ribbon?.ribbonFlagOverride,
    ribbon_start: product.ribbon?.ribbonStart,
    ribbon_end: product.ribbon?.ribbonEnd,
    special_offer: product.ribbon?.specialOffer,
    is_staff_pick: String(product.staffPick),
    disable_payment: String(product.disablePayment),
  };
}

function variantNode(variant: DemoVariant, product: DemoProduct, imageBase: string = CDN) {
  const prices = (ctx: StorefrontContext) => {
    const currency = marketCurrencyOf(ctx.country);
    return { currency, ...variant.prices[currency] };
  };
  return {
    __typename: 'ProductVariant',
    id: variantGid(variant.id),
    sku: variant.sku,
    title: variant.title,
    availableForSale: variant.inventory.some((entry) => entry.quantity > 0),
    price: (_: unknown, ctx: StorefrontContext) => shopifyMoney(prices(ctx).price, prices(ctx).currency),
    compareAtPrice: (_: unknown, ctx: StorefrontContext) => {
      const { compareAtPrice, currency } = prices(ctx);
      return compareAtPrice === null ? null : shopifyMoney(compareAtPrice, currency);
    },
    selectedOptions: variant.selectedOptions,
    // Shopify keeps each variant's weight in the shop's unit; grams exercise the conversion.
    weight: Math.round(product.weightKg * 1000),
    weightUnit: 'GRAMS',
    // A colour's own picture (as the embedded catalogue draws it), else the product's first.
    image: ((image) => (image ? { __typename: 'Image', ...image, url: imageBase + image.url } : null))(variantImage(product, variant, product.variants.indexOf(variant)) ?? product.images[0] ?? null),
    product: {
      __typename: 'Product',
      id: productGid(product.id),
      handle: product.handle,
      title: product.title,
      ...metafieldsOf({ product_stock_status: product.metafields.stock_status, product_is_heavy: product.metafields.is_heavy, product_sku: product.variants[0]!.sku }),
    },
  };
}

function productNode(product: DemoProduct, catalogue: DemoCatalogue, handleByCode: ReadonlyMap<string, string>, imageBase: string) {
  return {
    __typename: 'Product',
    id: productGid(product.id),
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    descriptionHtml: product.descriptionHtml,
    tags: product.tags,
    images: firstOf(product.images.map((image) => ({ __typename: 'Image', ...image, url: imageBase + image.url }))),
    variants: firstOf(product.variants.map((variant) => variantNode(variant, product, imageBase))),
    collections: firstOf(product.categoryCodes.flatMap((code) => (handleByCode.has(code) ? [{ __typename: 'Collection', handle: handleByCode.get(code) }] : []))),
    ...metafieldsOf(demoProductMetafields(product, catalogue)),
  };
}

function menuItem(node: DemoCategoryNode): Record<string, unknown> {
  return {
    __typename: 'MenuItem',
    id: `gid://shopify/MenuItem/${node.catCode}`,
    title: node.categoryName,
    url: `https://${MOCK_STORE_DOMAIN}/collections/${node.handle}`,
    type: 'COLLECTION',
    tags: [],
    resource: {
      __typename: 'Collection',
      id: `gid://shopify/Collection/${node.catCode}`,
      handle: node.handle,
      title: node.categoryName,
      image: { __typename: 'Image', altText: node.altText },
      ...metafieldsOf({ cat_code: node.catCode, product_count: String(node.productCount), promote_brand: node.promoteBrand }),
    },
    items: node.children.map(menuItem),
  };
}

const GID = /^gid:\/\/shopify\/(\w+)\/(\d+)$/;

/** Root resolvers answering product, nodes, productRecommendations and menu from the demo catalogue (active products only). */
/** `imageBase`: where image paths are served; Shopify's CDN, or a sandbox's stand-in for it. */
export function demoStorefrontRoot(catalogue: DemoCatalogue, imageBase: string = CDN): StorefrontRoot {
  const handleByCode = new Map<string, string>();
  const index = (node: DemoCategoryNode) => (handleByCode.set(node.catCode, node.handle), node.children.forEach(index));
  catalogue.categories.forEach(index);
  const active = catalogue.products.filter((p) => p.status === 'active');
  const byHandle = new Map(active.map((p) => [p.handle, p]));
  const byId = new Map(active.map((p) => [p.id, p]));
  const variants = new Map(active.flatMap((p) => p.variants.map((v) => [v.id, { v, p }] as const)));
  // Each open-box unit is a variant of its own in Shopify, at the unit's price.
  for (const p of active) for (const unit of p.openBoxItems) {
    const v = openBoxUnitVariant(p, unit);
    if (v && !variants.has(v.id)) variants.set(v.id, { v, p });
  }
  const node = (p: DemoProduct | undefined) => (p ? productNode(p, catalogue, handleByCode, imageBase) : null);

  return {
    product: ({ handle, id }: { handle?: string; id?: string }) => node(handle ? byHandle.get(handle) : byId.get(GID.exec(id ?? '')?.[2] ?? '')),
    nodes: ({ ids }: { ids: string[] }) =>
      ids.map((id) => {
        const [, type, numeric = ''] = GID.exec(id) ?? [];
        // Shopify rejects the whole request for one malformed id.
        if (!type) throw new GraphQLError(`Invalid global id '${id}'`, { extensions: { code: 'INVALID' } });
        if (type === 'Product') return node(byId.get(numeric));
        const hit = type === 'ProductVariant' ? variants.get(numeric) : undefined;
        return hit ? variantNode(hit.v, hit.p, imageBase) : null;
      }),
    // Shopify answers null for a product it does not know, and its ranking otherwise: here the
    // demo's related products that are published, in the demo's order.
    productRecommendations: ({ productId }: { productId?: string }) => {
      const product = byId.get(GID.exec(productId ?? '')?.[2] ?? '');
      return product ? product.relatedProductIds.flatMap((id) => node(byId.get(id)) ?? []) : null;
    },
    menu: ({ handle }: { handle: string }) =>
      handle === 'category-tree' ? { __typename: 'Menu', id: 'gid://shopify/Menu/1', handle, title: 'Category tree', items: catalogue.categories.map(menuItem) } : null,
  };
}
