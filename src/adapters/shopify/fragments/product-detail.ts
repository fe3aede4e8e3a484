// Everything the product page needs. Uses MoneyFields and ImageFields: a query that spreads
// ProductDetail also interpolates those fragments (each exactly once).
import { metafieldIdentifiers, PRODUCT_DETAIL_METAFIELDS } from '../metafield-keys';

export const PRODUCT_VARIANT_FRAGMENT = `#graphql
  fragment ProductVariantFields on ProductVariant {
    id
    sku
    title
    availableForSale
    price { ...MoneyFields }
    compareAtPrice { ...MoneyFields }
    selectedOptions { name value }
    image { ...ImageFields }
    weight
    weightUnit
  }
`;

export const PRODUCT_DETAIL_FRAGMENT = `#graphql
  fragment ProductDetail on Product {
    id
    handle
    title
    vendor
    descriptionHtml
    tags
    images(first: 20) { edges { node { ...ImageFields } } }
    variants(first: 100) { edges { node { ...ProductVariantFields } } }
    collections(first: 20) { edges { node { handle } } }
    metafields(identifiers: ${metafieldIdentifiers(PRODUCT_DETAIL_METAFIELDS)}) { key value }
  }
`;
