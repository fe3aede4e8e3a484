import { NEW_ORDER_STATUS, type OrderStatus } from '../../domain/order-status';
import type { Order } from './order';

/** An order's status; an order placed before statuses were kept was paid, like every order. */
export const orderStatusOf = (order: Pick<Order, 'status'>): OrderStatus => order.status ?? NEW_ORDER_STATUS;
