// Builds the cart mutations: each one named, in the shopper's market (@inContext), answering the
// whole cart and Shopify's user errors so the adapter can tell a refusal from a success, and the
// cart warnings (a line cut to the stock left, or out of stock) so the shopper is told.
import { CART_FRAGMENT, CART_LINE_FRAGMENT, CART_USER_ERROR_FRAGMENT } from '../fragments/cart';
import { IMAGE_FRAGMENT } from '../fragments/image';
import { MONEY_FRAGMENT } from '../fragments/money';

export function cartMutation(name: string, field: string, parameters: Record<string, string>): string {
  const declared = Object.entries(parameters).map(([variable, type]) => `$${variable}: ${type}`);
  const passed = Object.keys(parameters).map((variable) => `${variable}: $${variable}`);
  return `#graphql
  mutation ${name}(${[...declared, '$country: CountryCode', '$language: LanguageCode'].join(', ')})
  @inContext(country: $country, language: $language) {
    result: ${field}(${passed.join(', ')}) {
      cart { ...CartFields }
      userErrors { ...CartUserErrorFields }
      warnings { code message target }
    }
  }
  ${CART_FRAGMENT}
  ${CART_LINE_FRAGMENT}
  ${CART_USER_ERROR_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;
}
