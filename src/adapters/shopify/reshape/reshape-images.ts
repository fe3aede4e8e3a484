import type { ProductImage } from '../../../domain/catalogue/product';
import type { ShopifyImage } from '../schemas/common';

/**
 * Images without dimensions are dropped: the page reserves each image's box from width and height
 * (no layout shift), and Shopify only omits them for images still being processed.
 */
export function reshapeImages(images: readonly ShopifyImage[], fallbackAlt: string): ProductImage[] {
  return images.flatMap(({ url, altText, width, height }) =>
    width && height ? [{ url, altText: altText?.trim() || fallbackAlt, width, height }] : [],
  );
}
