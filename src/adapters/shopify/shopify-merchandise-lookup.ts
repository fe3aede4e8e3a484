// MerchandiseLookup on the Storefront API: the variants a cart action names, priced in the buyer's
// market, with what the purchase rules read (Shopify's availableForSale and the stock-status
// metafield). Open-box units are not told apart here: the product SKU lets the purchase rules check
// a line's unit number against the open-box data, and a hosted shop takes a sold unit off sale itself.
import type { Merchandise } from '../../application/cart/merchandise';
import type { MerchandiseLookup } from '../../application/ports';
import type { Locale } from '../../domain/locale';
import { inContext } from './in-context';
import { MERCHANDISE_BY_IDS_QUERY } from './queries/merchandise-by-ids';
import { reshapeMetafields } from './reshape/reshape-metafields';
import { reshapeMoney } from './reshape/reshape-money';
import { merchandiseByIdsResponse, type ShopifyMerchandiseVariant } from './schemas/merchandise';
import type { ShopifyClient } from './shopify-client';
import { displaySku } from '../../domain/product-page';
import { openBoxNumberOfSku } from '../../domain/purchase-rules';

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/\d+$/;

const isVariant = (node: ShopifyMerchandiseVariant | Record<string, never> | null): node is ShopifyMerchandiseVariant => node !== null && 'id' in node;

/** An open-box unit's variant, told by its SKU (the shop's naming), with the product whose open-box data lists it. */
function unitOf(sku: string | null, productSku: string | null): Merchandise['openBoxUnit'] {
  const number = openBoxNumberOfSku(sku);
  return number && productSku ? { number, productId: displaySku(productSku) } : null;
}

export function reshapeMerchandise(variant: ShopifyMerchandiseVariant): Merchandise {
  const fields = reshapeMetafields(variant.product.metafields);
  const { image } = variant;
  return {
    id: variant.id,
    productId: variant.product.id,
    sku: variant.sku ?? '',
    title: variant.title,
    price: reshapeMoney(variant.price),
    image: image ? { url: image.url, altText: image.altText ?? variant.product.title, width: image.width ?? 0, height: image.height ?? 0 } : null,
    selectedOptions: variant.selectedOptions,
    product: { handle: variant.product.handle, title: variant.product.title, isHeavy: fields.get('product_is_heavy')?.trim().toLowerCase() === 'true' },
    availability: { availableForSale: variant.availableForSale, stockStatus: fields.get('product_stock_status') ?? null },
    openBoxUnit: unitOf(variant.sku, fields.get('product_sku') ?? null),
    productSku: fields.get('product_sku') ?? null,
  };
}

export class ShopifyMerchandiseLookup implements MerchandiseLookup {
  constructor(private readonly client: ShopifyClient) {}

  async variantsByIds(ids: readonly string[], locale: Locale): Promise<Merchandise[]> {
    // Shopify refuses the whole request for one malformed id: such an id is simply not sold.
    const wanted = [...new Set(ids.filter((id) => VARIANT_GID.test(id)))];
    if (wanted.length === 0) return [];
    const { nodes } = await this.client.query(MERCHANDISE_BY_IDS_QUERY, { ids: wanted, ...inContext(locale) }, merchandiseByIdsResponse);
    return nodes.filter(isVariant).map(reshapeMerchandise);
  }
}
