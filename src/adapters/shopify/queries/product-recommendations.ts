import { MONEY_FRAGMENT } from '../fragments/money';
import { PRODUCT_CARD_FRAGMENT } from '../fragments/product-card';

// Shopify's "You may also like" for one product, in its own ranking (at most ten products).
// Answers null for a product id the shop does not know.
export const PRODUCT_RECOMMENDATIONS_QUERY = `#graphql
  query ProductRecommendations($productId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    productRecommendations(productId: $productId, intent: RELATED) { ...ProductCard }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${MONEY_FRAGMENT}
`;
