// The cart form of spec section 3: one hidden field `cartFormInput` holding {action, inputs}, posted
// to /cart. Without JavaScript the browser posts it and comes back to this page; with it the cart
// context sends the same post with fetch, so nothing reloads and the drawer opens.
import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { useLocation } from '../router/hooks';
import { useCart } from './cart-context';
import type { AnalyticsProduct } from '../../domain/analytics';
import type { OptimisticLine } from './optimistic-cart';
import { useFormActionKey } from './action-key';

export interface CartFormProps {
  action: string;
  inputs: Record<string, unknown>;
  children: ReactNode;
  /** Shows the line at once when the variant is not in the cart yet. */
  optimistic?: OptimisticLine;
  className?: string;
  /** Where a plain form post returns; the current page by default. */
  redirectTo?: string;
  /**
   * Products this post adds, for the ADD_TO_CART analytics event. Only the scripted post sends them
   * (analytics needs consent, which lives in the browser); a plain form post carries no copy, which
   * kept about 400 bytes of markup off every product card.
   */
  analytics?: AnalyticsProduct[];
}

/** Where a plain cart form post comes back to: this page. */
export function useCartReturnTo(): string {
  const location = useLocation();
  return `${useCart()?.prefix ?? ''}${location.pathname}${location.search}`;
}

export function CartForm({ action, inputs, children, optimistic, className, redirectTo, analytics }: CartFormProps) {
  const cart = useCart();
  const here = useCartReturnTo();
  const prefix = cart?.prefix ?? '';
  // One key per rendered form (none in a shared shell): a plain post sent twice (a double submit, a
  // retry) acts once. The script sends its own key per click, so the browser's value may differ.
  const actionKey = useFormActionKey();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!cart) return;
    event.preventDefault();
    void cart.submit({ action, inputs }, optimistic, analytics);
  };
  return (
    <form method="post" action={`${prefix}/cart`} className={className} onSubmit={onSubmit}>
      <input type="hidden" name="cartFormInput" value={JSON.stringify({ action, inputs })} />
      <input type="hidden" name="redirectTo" value={redirectTo ?? here} />
      <input type="hidden" name="idempotencyKey" value={actionKey} suppressHydrationWarning />
      {children}
    </form>
  );
}

export interface AddToCartButtonProps {
  /** Variant global id ('gid://shopify/ProductVariant/…'): a card's shopifyProductId. */
  variantId: string;
  quantity?: number;
  /** Open-box condition and the like: a line with attributes is an Open Box line. */
  attributes?: { key: string; value: string }[];
  optimistic?: OptimisticLine;
  label?: string;
  className?: string;
  disabled?: boolean;
  /** The product as analytics describes it; quantity is filled in here. */
  analytics?: Omit<AnalyticsProduct, 'quantity'>;
  /** Where a plain form post returns; the current page by default. */
  redirectTo?: string;
}

/** A double-click adds once, like one click: its second click (detail 2) does not submit again. */
const onlyFirstClick = (event: MouseEvent<HTMLButtonElement>) => {
  if (event.detail > 1) event.preventDefault();
};

/** Add to cart for product cards and the product page: the LinesAdd cart action. */
export function AddToCartButton({ variantId, quantity = 1, attributes, optimistic, label = 'Add to Cart', className = 'button add-to-cart', disabled, analytics, redirectTo }: AddToCartButtonProps) {
  const line = { merchandiseId: variantId, quantity, ...(attributes?.length ? { attributes } : {}) };
  return (
    <CartForm action="LinesAdd" inputs={{ lines: [line] }} optimistic={optimistic} analytics={analytics && [{ ...analytics, quantity }]} redirectTo={redirectTo}>
      <button type="submit" className={className} disabled={disabled} onClick={onlyFirstClick}>
        {label}
      </button>
    </CartForm>
  );
}
