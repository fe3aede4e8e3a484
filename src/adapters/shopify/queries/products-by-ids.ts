import { MONEY_FRAGMENT } from '../fragments/money';
import { PRODUCT_CARD_FRAGMENT } from '../fragments/product-card';

// `nodes` keeps the order of `ids` and answers null for ids it does not know.
export const PRODUCTS_BY_IDS_QUERY = `#graphql
  query ProductsByIds($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on Product { ...ProductCard }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${MONEY_FRAGMENT}
`;
