import { cartMutation } from './cart-mutation';

export const CART_ATTRIBUTES_UPDATE_MUTATION = cartMutation('CartAttributesUpdate', 'cartAttributesUpdate', { cartId: 'ID!', attributes: '[AttributeInput!]!' });
export const CART_BUYER_IDENTITY_UPDATE_MUTATION = cartMutation('CartBuyerIdentityUpdate', 'cartBuyerIdentityUpdate', { cartId: 'ID!', buyerIdentity: 'CartBuyerIdentityInput!' });
export const CART_DISCOUNT_CODES_UPDATE_MUTATION = cartMutation('CartDiscountCodesUpdate', 'cartDiscountCodesUpdate', { cartId: 'ID!', discountCodes: '[String!]!' });
export const CART_NOTE_UPDATE_MUTATION = cartMutation('CartNoteUpdate', 'cartNoteUpdate', { cartId: 'ID!', note: 'String!' });
export const CART_SELECTED_DELIVERY_OPTIONS_UPDATE_MUTATION = cartMutation('CartSelectedDeliveryOptionsUpdate', 'cartSelectedDeliveryOptionsUpdate', {
  cartId: 'ID!',
  selectedDeliveryOptions: '[CartSelectedDeliveryOptionInput!]!',
});
