// Metafield mutations answer no cart: the adapter reads the cart again after them.
export const CART_METAFIELDS_SET_MUTATION = `#graphql
  mutation CartMetafieldsSet($metafields: [CartMetafieldsSetInput!]!) {
    result: cartMetafieldsSet(metafields: $metafields) {
      userErrors { code field message }
    }
  }
`;

export const CART_METAFIELD_DELETE_MUTATION = `#graphql
  mutation CartMetafieldDelete($input: CartMetafieldDeleteInput!) {
    result: cartMetafieldDelete(input: $input) {
      userErrors { code field message }
    }
  }
`;
