// The Hydrogen-style cart form (spec section 3): one hidden field `cartFormInput` with the
// LinesAdd action, posted to /cart in the shopper's locale. Works without JavaScript.
import { useLocation } from 'react-router';
import { useRootData } from '../use-root-data';

export interface CartLineInput {
  merchandiseId: string;
  quantity: number;
  attributes?: { key: string; value: string }[];
}

export function AddToCartForm({ line, label = 'Add to Cart', disabled = false }: { line: CartLineInput; label?: string; disabled?: boolean }) {
  const prefix = useRootData()?.selectedLocale.pathPrefix ?? '';
  const location = useLocation();
  const cartFormInput = JSON.stringify({ action: 'LinesAdd', inputs: { lines: [line] } });
  return (
    <form method="post" action={`${prefix}/cart`} className="add-to-cart-form">
      <input type="hidden" name="cartFormInput" value={cartFormInput} />
      <input type="hidden" name="redirectTo" value={`${prefix}${location.pathname}${location.search}`} />
      <button type="submit" className="button add-to-cart" disabled={disabled}>
        {label}
      </button>
    </form>
  );
}
