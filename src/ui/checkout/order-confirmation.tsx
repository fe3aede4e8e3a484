// The embedded checkout's confirmation: what the order holds, where it goes or where it is collected.
import type { OrderView } from '../cart/view-models';
import { PickupConfirmation } from '../collect/checkout-pickup';

export function OrderConfirmation({ order }: { order: OrderView }) {
  return (
    <section className="checkout-confirmation" aria-labelledby="order-title">
      <h1 id="order-title">Thank you for your order</h1>
      <p>
        Order <strong data-testid="order-number">#{order.number}</strong> is confirmed. A receipt goes to {order.email}.
      </p>
      <ul className="checkout-lines">
        {order.lines.map((line) => (
          <li key={line.sku}>
            {line.quantity} × {line.title} <span className="cart-line__sku">SKU: {line.sku}</span> <span>{line.total}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__rows">
        <div><dt>Subtotal</dt><dd data-testid="order-subtotal">{order.subtotal}</dd></div>
        {order.discount ? <div><dt>Discount</dt><dd data-testid="order-discount">−{order.discount}</dd></div> : null}
        <div><dt>Shipping</dt><dd data-testid="order-shipping">{order.shipping}</dd></div>
        <div className="cart-summary__total"><dt>Total</dt><dd data-testid="order-total">{order.total}</dd></div>
      </dl>
      {order.taxLine ? <p className="cart-summary__tax" data-testid="order-tax">{order.taxLine}</p> : null}
      {order.pickup ? <PickupConfirmation pickup={order.pickup} /> : <p>Shipping to {order.shipTo}</p>}
    </section>
  );
}
