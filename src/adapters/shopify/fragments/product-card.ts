// What a product card shows (spec section 3): the variant it lists (the first available of the
// first 25, as the product page opens on), two images, ribbon and stock metafields. Uses MoneyFields.
import { metafieldIdentifiers, PRODUCT_CARD_METAFIELDS } from '../metafield-keys';

export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    vendor
    tags
    images(first: 2) { edges { node { url } } }
    variants(first: 25) {
      edges { node { id sku availableForSale price { ...MoneyFields } compareAtPrice { ...MoneyFields } selectedOptions { name value } } }
    }
    metafields(identifiers: ${metafieldIdentifiers(PRODUCT_CARD_METAFIELDS)}) { key value }
  }
`;
