// Reshapes raw demo records into domain types, the way the Shopify adapter reshapes its payloads.
import escapeHtml from 'escape-html';
import type { CategoryNode } from '../../domain/catalogue/category-tree';
import type { ProductDetail, ProductImage, Variant } from '../../domain/catalogue/product';
import type { Locale } from '../../domain/locale';
import { variantAvailability } from '../../domain/availability';
import { displaySku } from '../../domain/product-page';
import { ONLINE_LOCATION } from '../../domain/stock';
import { moneyFromMinorUnits } from '../../domain/money';
import type { DemoCategoryNode, DemoProduct, DemoVariant, MarketCurrency } from './demo-data/catalogue-types';

export const productGid = (id: string) => `gid://shopify/Product/${id}`;
export const variantGid = (id: string) => `gid://shopify/ProductVariant/${id}`;

export function reshapeCategory(node: DemoCategoryNode): CategoryNode {
  return {
    catCode: node.catCode,
    categoryName: node.categoryName,
    handle: node.handle,
    productCount: node.productCount,
    linkURL: node.linkURL,
    promoteBrand: node.promoteBrand,
    altText: node.altText,
    slug: node.handle,
    subCats: node.children.map(reshapeCategory),
  };
}

export function marketCurrency(locale: Pick<Locale, 'currency'>): MarketCurrency {
  return (['AUD', 'USD', 'GBP', 'NOK'] as const).find((c) => c === locale.currency) ?? 'AUD';
}

/**
 * What a demo variant can sell online: its ONLINE location's stock; for an open-box listing, its one
 * unit, sold online from whichever warehouse holds it.
 */
export function onlineQuantityOf(variant: DemoVariant, product: Pick<DemoProduct, 'openBoxParent'>): number {
  if (product.openBoxParent) return variant.inventory.reduce((sum, entry) => sum + Math.max(0, entry.quantity), 0);
  return variant.inventory.find((entry) => entry.locationId === ONLINE_LOCATION)?.quantity ?? 0;
}

/** Sold as the availability rule says, from the variant's online stock and its product's stock-status metafield. */
export function reshapeVariant(variant: DemoVariant, currency: MarketCurrency, product: Pick<DemoProduct, 'openBoxParent' | 'metafields'>, image: ProductImage | null = null): Variant {
  const { price, compareAtPrice } = variant.prices[currency];
  const quantityAvailable = onlineQuantityOf(variant, product);
  const stockStatus = product.metafields.stock_status;
  return {
    image,
    id: variantGid(variant.id),
    sku: variant.sku,
    title: variant.title,
    price: moneyFromMinorUnits(price, currency),
    compareAtPrice: compareAtPrice === null ? null : moneyFromMinorUnits(compareAtPrice, currency),
    selectedOptions: variant.selectedOptions,
    availableForSale: variantAvailability({ onlineQuantity: quantityAvailable, stockStatus }).buyable,
    quantityAvailable,
  };
}

function specificationsHtml(specs: DemoProduct['specifications']): string {
  const rows = specs.map((s) => `<tr><th>${escapeHtml(s.name)}</th><td>${escapeHtml(s.value)}</td></tr>`);
  return rows.length ? `<table>${rows.join('')}</table>` : '';
}

function featuresHtml(features: string[]): string {
  return features.length ? `<ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>` : '';
}

const colourOf = (options: DemoVariant['selectedOptions']) => options.find((o) => o.name === 'Colour')?.value;

/**
 * A variant's own picture: the product's first picture for the colour it is drawn in, else
 * '/images/products/{productId}-v{n}.svg' drawn in the variant's colour. Variants without a colour share the gallery.
 */
export function variantImage(product: Pick<DemoProduct, 'id' | 'attributes' | 'images'>, variant: DemoVariant, index: number): ProductImage | null {
  const colour = colourOf(variant.selectedOptions);
  const first = product.images[0];
  if (!colour || !first) return null;
  return colour === product.attributes.colour ? { ...first } : { ...first, url: `/images/products/${product.id}-v${index + 1}.svg` };
}

export function reshapeProduct(product: DemoProduct, locale: Pick<Locale, 'currency'>, categoryHandles: string[], brandLogo?: string): ProductDetail {
  const currency = marketCurrency(locale);
  const main = product.variants[0] as DemoVariant;
  const { price, compareAtPrice } = main.prices[currency];
  return {
    id: productGid(product.id),
    handle: product.handle,
    productId: displaySku(main.sku),
    title: product.title,
    price: moneyFromMinorUnits(compareAtPrice ?? price, currency),
    salePrice: compareAtPrice === null ? null : moneyFromMinorUnits(price, currency),
    brand: product.vendor,
    brandURL: `/search?search%5BrefinementList%5D%5Bbrand%5D%5B0%5D=${encodeURIComponent(product.vendor)}`,
    ...(brandLogo ? { brandLogoImg: brandLogo } : {}),
    metafields: {
      product_sku: main.sku,
      product_stock_status: product.metafields.stock_status,
      product_is_heavy: product.metafields.is_heavy,
      warranty_duration: product.metafields.warranty_duration,
      ...(product.openBoxParent ? { parent_product_active: product.openBoxParent.handle } : {}),
    },
    productInfo: product.descriptionHtml,
    specifications: specificationsHtml(product.specifications),
    features: featuresHtml(product.features),
    manufacturerLink: product.manufacturerLink,
    images: product.images.map((image) => ({ ...image })),
    videoURLs: product.videoURLs.slice(0, 5),
    weight: product.weightKg,
    tags: product.tags,
    variants: product.variants.map((v, index) => reshapeVariant(v, currency, product, variantImage(product, v, index))),
    ribbon: product.ribbon ? { ...product.ribbon } : null,
    staffPick: product.staffPick,
    disablePayment: product.disablePayment,
    categoryHandles,
  };
}
