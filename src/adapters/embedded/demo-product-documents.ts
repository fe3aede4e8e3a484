// The demo catalogue as collection documents: what the embedded index holds at start-up and what
// `npm run search:sync` imports into a Typesense cluster.
import { searchHitOf } from './demo-card';
import type { DemoCatalogue, DemoProduct } from './demo-data/catalogue-types';
import { plainTextDescription } from '../../domain/seo';
import { HOME_CURRENCY, MARKET_CURRENCIES, priceField, type PriceFields, type ProductDocument } from '../typesense/product-document';

function marketPrices(product: DemoProduct): PriceFields {
  const columns = {} as PriceFields;
  for (const currency of MARKET_CURRENCIES) {
    const hit = searchHitOf(product, currency);
    columns[priceField('price', currency)] = hit.price;
    columns[priceField('wasprice', currency)] = hit.wasprice ?? 0;
    columns[priceField('saveprice', currency)] = hit.saveprice ?? 0;
  }
  return columns;
}

/** Optional string fields are left out rather than empty, as Typesense wants for optional fields. */
function optionalFields(fields: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** The option values the product is sold in, once each; Shopify's 'Default Title' names no option. */
function optionValuesOf(product: DemoProduct): string[] {
  const values = product.variants.flatMap((variant) => variant.selectedOptions.filter((option) => option.name !== 'Title').map((option) => option.value));
  return [...new Set(values)];
}

export function productDocumentOf(product: DemoProduct): ProductDocument {
  const hit = searchHitOf(product, HOME_CURRENCY);
  const prices = marketPrices(product);
  return {
    id: product.id,
    title: product.title,
    description: plainTextDescription(product.descriptionHtml, Number.MAX_SAFE_INTEGER),
    sid: hit.sid,
    option_values: optionValuesOf(product),
    brand: product.vendor,
    stock: hit.stock ?? product.metafields.stock_status,
    in_stock: hit.stock === 'In Stock',
    product_status: product.status,
    supplier: product.attributes.supplier,
    ...optionalFields({
      colour: product.attributes.colour,
      body_shape: product.attributes.body_shape,
      orientation: product.attributes.orientation,
      'catcodes.lvl1': product.catcodes.lvl1,
      'catcodes.lvl2': product.catcodes.lvl2,
      ribbonOverride: hit.ribbonOverride,
      ribbonStart: hit.ribbonStart,
      ribbonEnd: hit.ribbonEnd,
    }),
    staff_pick: hit.staff_pick === true,
    'catcodes.lvl0': product.catcodes.lvl0,
    'catdesc.lvl0': product.catcodes.lvl0,
    catCodes: [...product.categoryCodes],
    show_in_search: product.showInSearch,
    show_in_categories: product.showInCategories,
    globalSortOverride: product.globalSortOverride,
    globalSortOrder: product.globalSortOrder,
    on_sale: hit.on_sale === true,
    discounted: MARKET_CURRENCIES.every((currency) => prices[priceField('saveprice', currency)] > 0),
    new_product: hit.new_product === true,
    is_openbox: hit.is_openbox === true,
    url: hit.url,
    image: (hit.image ?? []).slice(0, 2),
    variantId: String(hit.variantId),
    ...(hit.attributes ? { attributes: hit.attributes } : {}),
    disable_payment: hit.disable_payment === true,
    ...prices,
  } as ProductDocument;
}

/** Active products only: drafts and archived products are never searchable. */
export function demoProductDocuments(catalogue: DemoCatalogue): ProductDocument[] {
  return catalogue.products.filter((p) => p.status === 'active' && p.variants.length > 0).map(productDocumentOf);
}
