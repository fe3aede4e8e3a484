import { cartMutation } from './cart-mutation';

export const CART_LINES_ADD_MUTATION = cartMutation('CartLinesAdd', 'cartLinesAdd', { cartId: 'ID!', lines: '[CartLineInput!]!' });
export const CART_LINES_UPDATE_MUTATION = cartMutation('CartLinesUpdate', 'cartLinesUpdate', { cartId: 'ID!', lines: '[CartLineUpdateInput!]!' });
export const CART_LINES_REMOVE_MUTATION = cartMutation('CartLinesRemove', 'cartLinesRemove', { cartId: 'ID!', lineIds: '[ID!]!' });
