// What the drawer and the cart page both show: the error, the lines or the empty state, the summary.
// While any change is on its way (an add, an update, a removal whose line is already gone) the cart
// says so with a spinner; the lines it changes carry their own.
import { CartEmpty } from './cart-empty';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import type { CartView } from './view-models';

export interface CartContentsProps {
  cart: CartView | null;
  pending: boolean;
  error: string | null;
  /** False while the cart is not known (loading, or its load failed): no empty state is claimed. */
  known?: boolean;
  onNavigate?: () => void;
}

export function CartContents({ cart, pending, error, known = true, onNavigate }: CartContentsProps) {
  const lines = cart?.lines ?? [];
  return (
    <div className="cart-contents" aria-busy={pending}>
      <div className="cart-contents__status" role="status">
        {pending ? (
          <>
            <span className="cart-spinner" aria-hidden="true" /> Updating your cart…
          </>
        ) : null}
      </div>
      {error ? (
        <p className="cart-error" role="alert">
          {error}
        </p>
      ) : null}
      {/* What the shop changed on its own (a sold open-box unit removed), told once. */}
      {!error && cart?.notices?.length ? (
        <p className="cart-error cart-notice" role="alert" data-testid="cart-notice">
          {cart.notices.join(' ')}
        </p>
      ) : null}
      {lines.length === 0 ? (
        known && <CartEmpty {...(onNavigate ? { onContinue: onNavigate } : {})} />
      ) : (
        <>
          <ul className="cart-lines" aria-label="Cart items">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} {...(onNavigate ? { onNavigate } : {})} />
            ))}
          </ul>
          {cart ? <CartSummary cart={cart} pending={pending} /> : null}
        </>
      )}
    </div>
  );
}
