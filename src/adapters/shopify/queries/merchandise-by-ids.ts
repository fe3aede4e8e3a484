import { IMAGE_FRAGMENT } from '../fragments/image';
import { MONEY_FRAGMENT } from '../fragments/money';
import { metafieldIdentifiers } from '../metafield-keys';

/** The product metafields the cart's purchase rules read: stock status (availability), weight class, and the SKU that keys the open-box data. */
export const MERCHANDISE_METAFIELDS = ['product_stock_status', 'product_is_heavy', 'product_sku'] as const;

// Variants the cart may hold, priced in the buyer's market; `nodes` answers null for unknown ids.
export const MERCHANDISE_BY_IDS_QUERY = `#graphql
  query MerchandiseByIds($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        sku
        title
        availableForSale
        price { ...MoneyFields }
        image { ...ImageFields }
        selectedOptions { name value }
        product {
          id
          handle
          title
          metafields(identifiers: ${metafieldIdentifiers(MERCHANDISE_METAFIELDS)}) { key value }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;
