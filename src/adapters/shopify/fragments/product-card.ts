// What a product card shows (spec section 3): the main variant, two images, ribbon and stock
// metafields. Uses MoneyFields.
import { metafieldIdentifiers, PRODUCT_CARD_METAFIELDS } from '../metafield-keys';

export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    vendor
    tags
    images(first: 2) { edges { node { url } } }
    variants(first: 1) {
      edges { node { id sku availableForSale price { ...MoneyFields } compareAtPrice { ...MoneyFields } } }
    }
    metafields(identifiers: ${metafieldIdentifiers(PRODUCT_CARD_METAFIELDS)}) { key value }
  }
`;
