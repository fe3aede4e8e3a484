import { cartMutation } from './cart-mutation';

export const CART_GIFT_CARD_CODES_UPDATE_MUTATION = cartMutation('CartGiftCardCodesUpdate', 'cartGiftCardCodesUpdate', { cartId: 'ID!', giftCardCodes: '[String!]!' });
export const CART_GIFT_CARD_CODES_ADD_MUTATION = cartMutation('CartGiftCardCodesAdd', 'cartGiftCardCodesAdd', { cartId: 'ID!', giftCardCodes: '[String!]!' });
export const CART_GIFT_CARD_CODES_REMOVE_MUTATION = cartMutation('CartGiftCardCodesRemove', 'cartGiftCardCodesRemove', { cartId: 'ID!', appliedGiftCardIds: '[ID!]!' });
