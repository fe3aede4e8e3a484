// The cart in the browser: a plain cart client (cart-client.ts: its fetches, the changes on their
// way and how the server's answers replace the guesses) and this thin provider, which renders the
// client's state and tells it what the page sees. A tab coming back into view, or restored from the
// back/forward cache, asks again (another browser or device may have changed the cart meanwhile);
// opening the drawer never does. A change tells the shop's other tabs (BroadcastChannel), which load
// the cart again.
// The drawer's click and collect line (the cart page's view for the chosen store) is asked for only
// when the drawer shows it (open, with lines): `reload` brings it, and the drawer's contents keep it
// (cart-drawer-body.tsx), so none of it is in the first load.
import type { AnalyticsProduct } from '../../domain/analytics';
import { dispatchCartLinesAdded } from '../analytics/cart-events';
import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from '../router/hooks';
import { localeFromPath } from '../../domain/locale';
import { useRootData } from '../use-root-data';
import { createCartClient, type CartClient } from './cart-client';
import type { CartFormInput, OptimisticLine } from './optimistic-cart';
import type { CartView } from './view-models';

export interface CartApi {
  cart: CartView | null;
  /** True once the browser knows the cart (the server-rendered page may show it earlier). */
  loaded: boolean;
  /** The cart error while the cart could not be loaded; null once it is known. */
  loadError: string | null;
  /** True while a submission is on its way: totals are the previous server answer. */
  pending: boolean;
  pendingLineIds: ReadonlySet<string>;
  error: string | null;
  drawerOpen: boolean;
  carouselVisible: boolean;
  /** `added` describes the products of a LinesAdd for analytics, sent once the server confirms. */
  submit(input: CartFormInput, hint?: OptimisticLine, added?: AnalyticsProduct[]): Promise<void>;
  openDrawer(): void;
  closeDrawer(): void;
  setCarouselVisible(visible: boolean): void;
  /** Prefix for cart URLs in the current locale ('' or '/en-au'). */
  prefix: string;
  /**
   * Loads the cart again with its pick-up answer (GET /api/cart?with=pickup); resolves with the
   * answer's body once it is the cart shown, else null (it failed, or a change overtook it).
   */
  reload(): Promise<unknown>;
}

/** Exported for the drawer's contents rendered on their own on the server (cart-drawer-static.tsx). */
export const CartContext = createContext<CartApi | null>(null);

export const useCart = (): CartApi | null => useContext(CartContext);

/** Tabs of this shop in one browser tell each other that the cart changed. */
const CART_CHANNEL = 'cart';
const openChannel = (): BroadcastChannel | null => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(CART_CHANNEL) : null);

/** Another tab changed the cart, or this page comes back into view or from the back/forward cache: the client loads the server's cart. */
function useRefreshWhenChangedElsewhere(client: CartClient, channel: { current: BroadcastChannel | null }) {
  useEffect(() => {
    client.start();
    const refresh = () => client.refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    channel.current = openChannel();
    channel.current?.addEventListener('message', refresh);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      client.stop();
      channel.current?.close();
      channel.current = null;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [client, channel]);
}

export function CartProvider({ children }: { children: ReactNode }) {
  const root = useRootData();
  const prefix = root?.selectedLocale.pathPrefix ?? '';
  const where = useRef({ prefix, onCartPage: false });
  where.current = { prefix, onCartPage: localeFromPath(useLocation().pathname).path.replace(/\/+$/, '') === '/cart' };
  const channel = useRef<BroadcastChannel | null>(null);
  const [client] = useState(() =>
    createCartClient({
      prefix: () => where.current.prefix,
      onCartPage: () => where.current.onCartPage,
      // The cart as the first response knew it (the drawer's personal hole); unknown when it could not load it.
      first: { known: root?.personal?.drawer?.known ?? false, cart: root?.personal?.drawer?.known ? root.personal.drawer.cart : null },
      carouselVisible: root?.cartCarouselVisible ?? true,
      announceChange: () => channel.current?.postMessage({ changed: true }),
      linesAdded: dispatchCartLinesAdded,
    }),
  );
  useRefreshWhenChangedElsewhere(client, channel);
  const state = useSyncExternalStore(client.subscribe, client.getState, client.getState);

  const api = useMemo<CartApi>(
    () => ({
      cart: state.cart,
      loaded: state.loaded,
      loadError: state.loaded ? null : state.loadError,
      pending: state.inFlight > 0 || state.cart !== state.server,
      pendingLineIds: state.pendingLineIds,
      error: state.error,
      drawerOpen: state.drawerOpen,
      carouselVisible: state.carouselVisible,
      submit: client.submit,
      openDrawer: client.openDrawer,
      closeDrawer: client.closeDrawer,
      setCarouselVisible: client.setCarouselVisible,
      prefix,
      reload: client.reloadWithPickup,
    }),
    [state, client, prefix],
  );
  return <CartContext value={api}>{children}</CartContext>;
}
