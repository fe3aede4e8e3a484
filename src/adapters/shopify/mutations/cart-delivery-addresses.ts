import { cartMutation } from './cart-mutation';

export const CART_DELIVERY_ADDRESSES_ADD_MUTATION = cartMutation('CartDeliveryAddressesAdd', 'cartDeliveryAddressesAdd', { cartId: 'ID!', addresses: '[CartSelectableAddressInput!]!' });
export const CART_DELIVERY_ADDRESSES_UPDATE_MUTATION = cartMutation('CartDeliveryAddressesUpdate', 'cartDeliveryAddressesUpdate', {
  cartId: 'ID!',
  addresses: '[CartSelectableAddressUpdateInput!]!',
});
export const CART_DELIVERY_ADDRESSES_REMOVE_MUTATION = cartMutation('CartDeliveryAddressesRemove', 'cartDeliveryAddressesRemove', { cartId: 'ID!', addressIds: '[ID!]!' });
export const CART_DELIVERY_ADDRESSES_REPLACE_MUTATION = cartMutation('CartDeliveryAddressesReplace', 'cartDeliveryAddressesReplace', {
  cartId: 'ID!',
  addresses: '[CartSelectableAddressInput!]!',
});
