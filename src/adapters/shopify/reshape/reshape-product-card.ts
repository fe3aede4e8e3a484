// Storefront API product (the ProductCard fragment) to the domain's ProductCard. A Shopify product
// is exactly the spec's "content-managed product", so the domain's own mapping does the work; the
// metafields that mapping does not know (staff pick, open-box parent) are applied on top.
import { cardFromContentProduct, type ProductCard } from '../../../domain/catalogue/product-card';
import { defaultVariant } from '../../../domain/catalogue/variants';
import type { ShopifyProductCard } from '../schemas/product';
import { removeEdgesAndNodes } from './remove-edges-and-nodes';
import { isTrue, reshapeMetafields } from './reshape-metafields';

/** Null for a product without variants: a card needs a variant to add to the cart. */
export function reshapeProductCard(product: ShopifyProductCard): ProductCard | null {
  const main = defaultVariant(removeEdgesAndNodes(product.variants));
  if (!main) return null;
  const fields = reshapeMetafields(product.metafields);
  const card = cardFromContentProduct(
    {
      // The Storefront API only returns products published to the storefront.
      status: 'active',
      title: product.title,
      vendor: product.vendor,
      stockStatus: fields.get('product_stock_status') ?? null,
      slug: product.handle,
      tags: product.tags,
      ribbonOverride: fields.get('ribbon_flag_override') ?? null,
      ribbonStart: fields.get('ribbon_start') ?? null,
      ribbonEnd: fields.get('ribbon_end') ?? null,
      images: removeEdgesAndNodes(product.images),
      variant: {
        id: main.id,
        sku: main.sku || fields.get('product_sku') || '',
        price: Number(main.price.amount),
        compareAtPrice: main.compareAtPrice ? Number(main.compareAtPrice.amount) : null,
        available: main.availableForSale,
      },
      disablePayment: isTrue(fields.get('disable_payment')),
    },
    main.price.currencyCode,
  );
  if (!card) return null;
  return {
    ...card,
    is_staffPick: card.is_staffPick || isTrue(fields.get('is_staff_pick')),
    is_openbox: card.is_openbox || fields.has('parent_product_active'),
  };
}
