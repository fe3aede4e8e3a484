// The cart drawer in the root layout: a modal dialog that opens when lines are added, updated or
// removed, closes on Escape, the close button or the overlay, and holds the cart contents and the
// related-products carousel. The frame (overlay, heading, close button, focus) comes with the page,
// hidden until the drawer opens.
// Its first contents come with the header's personal hole (src/ui/personal/holes.tsx), in a
// <template> the drawer copies them from when it mounts: the first response carries the shopper's
// lines and summary, so the drawer opens at once with them, without a fetch.
// The interactive contents are their own chunk, fetched when the drawer first opens (or when the
// shopper heads for the cart link); once it has arrived it takes over from the server's HTML,
// rendering the same from the same data. If the cart changes before then (an add opens the drawer),
// the server's HTML no longer fits: the drawer says it is loading until the chunk arrives.
// Without JavaScript the drawer stays hidden and the cart link leads to the cart page.
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from '../router/hooks';
import { localeFromPath } from '../../domain/locale';
import { useModalFocus } from '../components/use-modal-focus';
import { CART_DRAWER_CONTENTS_ID, CART_DRAWER_STATIC_CLASS } from '../personal/holes';
import { useRootData } from '../use-root-data';
import { useCart } from './cart-context';
import { DrawerBody } from './cart-drawer-chunk';
import { withTypedCode } from './discount-code-form';
import type { CartFormInput } from './optimistic-cart';

export { preloadCartDrawer } from './cart-drawer-chunk';

export function CartDrawer() {
  const cart = useCart();
  const dialog = useRef<HTMLDivElement>(null);
  const open = cart?.drawerOpen ?? false;
  const first = useRootData()?.personal?.drawer;
  // The cart page is the cart: it carries no second copy of it in the drawer's hole.
  const onCartPage = localeFromPath(useLocation().pathname).path.replace(/\/+$/, '') === '/cart';

  // The live contents take over for good once their chunk is here, or once the server's HTML no
  // longer shows the cart (it changed, or the first response could not load it).
  const [bodyLoaded, setBodyLoaded] = useState(false);
  const tookOver = useRef(false);
  if (cart && (onCartPage || bodyLoaded || cart.pending || cart.error !== null || cart.cart !== (first?.known ? first.cart : null) || (open && !first?.known))) tookOver.current = true;
  useEffect(() => {
    if (!open || tookOver.current) return;
    let live = true;
    DrawerBody.load().then(
      () => live && setBodyLoaded(true),
      () => undefined, // the server's contents stay; the next opening tries again
    );
    return () => {
      live = false;
    };
  }, [open]);

  // The server's contents are plain cart forms: until the live contents take over, their posts go
  // through the cart as the live ones do (no page load), and the live contents follow.
  const submitServerForm = (event: FormEvent<HTMLDivElement>) => {
    const field = (event.target as HTMLFormElement).elements?.namedItem('cartFormInput');
    if (event.defaultPrevented || !cart || !(field instanceof HTMLInputElement)) return;
    event.preventDefault();
    void cart.submit(withTypedCode(JSON.parse(field.value) as CartFormInput, event.target as HTMLFormElement));
  };

  const close = useRef(cart?.closeDrawer);
  close.current = cart?.closeDrawer;

  // Focus moves into the drawer when it opens (the panel itself, not on every cart change: that would
  // pull focus off the quantity button a keyboard user just pressed); Tab stays inside it, Escape
  // closes it and focus goes back to what opened it (use-modal-focus.ts).
  useModalFocus(open, dialog, { onEscape: () => close.current?.(), initialFocus: () => dialog.current });

  if (!cart || (!open && tookOver.current)) return null;
  return (
    <div className="cart-drawer" data-testid={open ? 'cart-drawer' : undefined} hidden={!open}>
      {/* A double-click on Add to Cart opens the drawer on its first click; its second lands here and must not close it. */}
      <div className="cart-drawer__overlay" onClick={(event) => event.detail < 2 && cart.closeDrawer()} aria-hidden="true" />
      <div className="cart-drawer__panel" role="dialog" aria-modal="true" aria-labelledby="cart-drawer-title" tabIndex={-1} ref={dialog} onSubmit={submitServerForm}>
        <div className="cart-drawer__header">
          <h2 id="cart-drawer-title">Cart</h2>
          <button type="button" className="cart-drawer__close" aria-label="Close cart" onClick={cart.closeDrawer}>
            ×
          </button>
        </div>
        {tookOver.current ? (
          <Suspense
            fallback={
              <p className="cart-drawer__loading" role="status" aria-busy="true">
                Loading your cart…
              </p>
            }
          >
            <DrawerBody.Component cart={cart} />
          </Suspense>
        ) : (
          <FirstResponseContents />
        )}
      </div>
    </div>
  );
}

const KEEP = Object.freeze({ __html: '' });
/** Whether the first response's contents were taken: only the first drawer of a document shows them (a later one could be stale). */
let taken = false;

/** The first response's drawer contents, copied from the header hole's <template> once (the browser never renders them). */
function FirstResponseContents() {
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const template = document.getElementById(CART_DRAWER_CONTENTS_ID);
    if (taken || !frame.current || !(template instanceof HTMLTemplateElement)) return;
    taken = true;
    frame.current.append(template.content.cloneNode(true));
  }, []);
  return <div className={CART_DRAWER_STATIC_CLASS} ref={frame} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
}
