import { Link } from '../components/link';
import { CART_EMPTY_TEXT } from '../../domain/cart';

export function CartEmpty({ onContinue }: { onContinue?: () => void }) {
  return (
    <div className="cart-empty">
      <p>{CART_EMPTY_TEXT}</p>
      <Link to="/" className="button" onClick={onContinue}>
        Continue Shopping
      </Link>
    </div>
  );
}
