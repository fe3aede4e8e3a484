import { cartMutation } from './cart-mutation';

export const CART_CREATE_MUTATION = cartMutation('CartCreate', 'cartCreate', { input: 'CartInput' });
