// The variants a cart line or an open-box unit refers to, priced by Shopify in the buyer's market:
// what lets the open-box units of a product page show (and be charged) in the page's currency with
// a hosted catalogue, as the embedded lookup does over the demo price lists.
import type { Merchandise } from '../../application/cart/merchandise';
import type { MerchandiseLookup } from '../../application/ports';
import type { Locale } from '../../domain/locale';
import { inContext } from './in-context';
import { VARIANTS_BY_IDS_QUERY } from './queries/variants-by-ids';
import { reshapeImages } from './reshape/reshape-images';
import { reshapeMoney } from './reshape/reshape-money';
import { variantsByIdsResponse, type ShopifyMerchandiseVariant } from './schemas/variant';
import type { ShopifyClient } from './shopify-client';

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/\d+$/;
const NODES_PER_REQUEST = 250;

const isVariant = (node: ShopifyMerchandiseVariant | Record<string, never> | null): node is ShopifyMerchandiseVariant => node !== null && 'id' in node;

function reshapeMerchandise(variant: ShopifyMerchandiseVariant): Merchandise {
  const [image] = reshapeImages(variant.image ? [variant.image] : [], variant.product.title);
  return {
    id: variant.id,
    productId: variant.product.id,
    sku: variant.sku ?? '',
    // The shop titles its variants by SKU, as cart lines show them.
    title: variant.sku || variant.title,
    price: reshapeMoney(variant.price),
    image: image ?? null,
    selectedOptions: variant.selectedOptions,
    product: { handle: variant.product.handle, title: variant.product.title, isHeavy: variant.product.isHeavy?.value === 'true' },
  };
}

export class ShopifyMerchandiseLookup implements MerchandiseLookup {
  constructor(private readonly client: ShopifyClient) {}

  async variantsByIds(ids: readonly string[], locale: Locale): Promise<Merchandise[]> {
    // Shopify refuses a whole request for one malformed id: only variant gids are asked for.
    const gids = [...new Set(ids.filter((id) => VARIANT_GID.test(id)))];
    const batches: string[][] = [];
    for (let start = 0; start < gids.length; start += NODES_PER_REQUEST) batches.push(gids.slice(start, start + NODES_PER_REQUEST));
    const answers = await Promise.all(batches.map((batch) => this.client.query(VARIANTS_BY_IDS_QUERY, { ids: batch, ...inContext(locale) }, variantsByIdsResponse)));
    return answers.flatMap((answer) => answer.nodes).filter(isVariant).map(reshapeMerchandise);
  }
}
