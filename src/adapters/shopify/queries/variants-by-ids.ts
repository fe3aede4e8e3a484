import { IMAGE_FRAGMENT } from '../fragments/image';
import { MONEY_FRAGMENT } from '../fragments/money';

// A variant's price in the buyer's market (@inContext), with what a cart line shows of it.
export const VARIANTS_BY_IDS_QUERY = `#graphql
  query VariantsByIds($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        title
        sku
        price { ...MoneyFields }
        image { ...ImageFields }
        selectedOptions { name value }
        product {
          id
          handle
          title
          isHeavy: metafield(namespace: "custom", key: "product_is_heavy") { value }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;
