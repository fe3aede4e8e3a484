// The cart drawer in the root layout: a modal dialog that opens when lines are added, updated or
// removed, closes on Escape, the close button or the overlay, and holds the cart contents and the
// related-products carousel. The frame (overlay, heading, close button, focus) comes with the page;
// the contents are their own chunk, fetched when the drawer first opens (or when the shopper heads
// for the cart link): until it arrives the drawer says it is loading, and closes as always.
import { Suspense, useEffect, useRef } from 'react';
import { lazyPart } from '../components/lazy-part';
import { useCart } from './cart-context';

const DrawerBody = lazyPart(() => import('./cart-drawer-body'));
/** Fetches the drawer's contents ahead of its first opening. */
export const preloadCartDrawer = DrawerBody.preload;

export function CartDrawer() {
  const cart = useCart();
  const dialog = useRef<HTMLDivElement>(null);
  const open = cart?.drawerOpen ?? false;

  const close = useRef(cart?.closeDrawer);
  close.current = cart?.closeDrawer;

  // Focus moves into the drawer when it opens (not on every cart change: that would pull focus off
  // the quantity button a keyboard user just pressed); Escape closes it and Tab stays inside it.
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current?.();
      else if (event.key === 'Tab' && dialog.current) keepFocusInside(dialog.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!cart || !open) return null;
  return (
    <div className="cart-drawer" data-testid="cart-drawer">
      <div className="cart-drawer__overlay" onClick={cart.closeDrawer} aria-hidden="true" />
      <div className="cart-drawer__panel" role="dialog" aria-modal="true" aria-labelledby="cart-drawer-title" tabIndex={-1} ref={dialog}>
        <div className="cart-drawer__header">
          <h2 id="cart-drawer-title">Cart</h2>
          <button type="button" className="cart-drawer__close" aria-label="Close cart" onClick={cart.closeDrawer}>
            ×
          </button>
        </div>
        <Suspense
          fallback={
            <p className="cart-drawer__loading" role="status" aria-busy="true">
              Loading your cart…
            </p>
          }
        >
          <DrawerBody.Component cart={cart} />
        </Suspense>
      </div>
    </div>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Wraps Tab and Shift+Tab at the ends of the dialog, so focus never leaves a modal. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
