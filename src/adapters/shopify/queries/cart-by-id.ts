import { CART_FRAGMENT, CART_LINE_FRAGMENT } from '../fragments/cart';
import { IMAGE_FRAGMENT } from '../fragments/image';
import { MONEY_FRAGMENT } from '../fragments/money';

/** Null for a cart id Shopify does not know (expired or completed). */
export const CART_BY_ID_QUERY = `#graphql
  query CartById($cartId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $cartId) { ...CartFields }
  }
  ${CART_FRAGMENT}
  ${CART_LINE_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;
