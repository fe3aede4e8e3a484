// The cart as every cart query and mutation returns it (spec section 3: lines with merchandise,
// selected options, product handle/title and the is_heavy metafield; cost; checkout link).
export const CART_LINE_FRAGMENT = `#graphql
  fragment CartLineFields on BaseCartLine {
    id
    quantity
    attributes { key value }
    cost { totalAmount { ...MoneyFields } }
    merchandise {
      ... on ProductVariant {
        id
        title
        sku
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
`;

export const CART_FRAGMENT = `#graphql
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    cost {
      subtotalAmount { ...MoneyFields }
      totalAmount { ...MoneyFields }
      totalTaxAmount { ...MoneyFields }
    }
    discountCodes { code applicable }
    buyerIdentity { preferences { delivery { deliveryMethod pickupHandle } } }
    delivery {
      addresses {
        id
        selected
        oneTimeUse
        address {
          ... on CartDeliveryAddress { address1 address2 city company countryCode firstName lastName phone provinceCode zip }
        }
      }
    }
    lines(first: 250) { nodes { ...CartLineFields } }
  }
`;

export const CART_USER_ERROR_FRAGMENT = `#graphql
  fragment CartUserErrorFields on CartUserError {
    code
    field
    message
  }
`;
