// Storefront API product (schemas/product.ts) to the domain's ProductDetail.
import { z } from 'zod';
import { productVideos, type ProductDetail, type ProductMetafields, type RibbonSchedule, type Variant } from '../../../domain/catalogue/product';
import { displaySku } from '../../../domain/product-page';
import type { ShopifyProductDetail, ShopifyProductVariant } from '../schemas/product';
import { removeEdgesAndNodes } from './remove-edges-and-nodes';
import { reshapeImages } from './reshape-images';
import { isTrue, reshapeMetafields } from './reshape-metafields';
import { reshapeMoney } from './reshape-money';
import { weightInKilograms } from './reshape-weight';

type Metafields = Map<string, string>;

const urlList = z.array(z.string());

/** `video_urls` is a list.url metafield: a JSON array of URLs. */
function videoUrls(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed = urlList.safeParse(JSON.parse(value));
    return parsed.success ? productVideos(parsed.data) : [];
  } catch {
    return [];
  }
}

export function reshapeVariant(variant: ShopifyProductVariant): Variant {
  return {
    id: variant.id,
    sku: variant.sku ?? '',
    title: variant.title,
    price: reshapeMoney(variant.price),
    compareAtPrice: variant.compareAtPrice ? reshapeMoney(variant.compareAtPrice) : null,
    selectedOptions: variant.selectedOptions,
    availableForSale: variant.availableForSale,
    image: variant.image ? (reshapeImages([variant.image], variant.title)[0] ?? null) : null,
  };
}

function pageMetafields(fields: Metafields): ProductMetafields {
  const picked: ProductMetafields = {};
  for (const key of ['product_sku', 'product_stock_status', 'product_is_heavy', 'warranty_duration', 'parent_product_active'] as const) {
    const value = fields.get(key);
    if (value !== undefined) picked[key] = value;
  }
  return picked;
}

function ribbonSchedule(fields: Metafields): RibbonSchedule | null {
  const ribbon = {
    ribbonFlagOverride: fields.get('ribbon_flag_override') ?? null,
    ribbonStart: fields.get('ribbon_start') ?? null,
    ribbonEnd: fields.get('ribbon_end') ?? null,
    specialOffer: fields.get('special_offer') ?? null,
  };
  return Object.values(ribbon).some((v) => v !== null) ? ribbon : null;
}

/**
 * The page shows the regular price and, when the main variant is discounted (compare-at above
 * price), the sale price beside it.
 */
function pagePrices(main: Variant | undefined): Pick<ProductDetail, 'price' | 'salePrice'> | null {
  if (!main) return null;
  const compareAt = main.compareAtPrice;
  if (compareAt && Number(compareAt.amount) > Number(main.price.amount)) return { price: compareAt, salePrice: main.price };
  return { price: main.price, salePrice: null };
}

/** Null for a product without variants: there is nothing to price or sell. */
export function reshapeProduct(product: ShopifyProductDetail): ProductDetail | null {
  const rawVariants = removeEdgesAndNodes(product.variants);
  const variants = rawVariants.map(reshapeVariant);
  const prices = pagePrices(variants[0]);
  if (!prices) return null;
  const fields = reshapeMetafields(product.metafields);
  const sku = variants[0]?.sku || fields.get('product_sku') || '';
  const optional = {
    brandURL: fields.get('brand_url'),
    brandLogoImg: fields.get('brand_logo'),
    specifications: fields.get('specifications'),
    features: fields.get('features'),
    manufacturerLink: fields.get('manufacturer_link'),
    weight: rawVariants[0] ? weightInKilograms(rawVariants[0]) : undefined,
  };
  return {
    id: product.id,
    handle: product.handle,
    productId: displaySku(sku),
    title: product.title,
    ...prices,
    brand: product.vendor,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
    metafields: pageMetafields(fields),
    productInfo: product.descriptionHtml,
    images: reshapeImages(removeEdgesAndNodes(product.images), product.title),
    videoURLs: videoUrls(fields.get('video_urls')),
    tags: product.tags,
    variants,
    ribbon: ribbonSchedule(fields),
    staffPick: isTrue(fields.get('is_staff_pick')),
    disablePayment: isTrue(fields.get('disable_payment')),
    categoryHandles: removeEdgesAndNodes(product.collections).map((c) => c.handle),
  };
}
