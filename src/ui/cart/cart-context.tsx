// The cart in the browser: loaded once after hydration from /api/cart, changed through the same
// cart form post as without JavaScript (fetch instead of navigation), optimistic at once, with the
// server's cart replacing the guess when it answers. An add to cart is the spec's POST /cart?index
// with cartFormInput and the analytics products, its answer read for cart.id. Submissions go one
// after another so the last answer is the cart after every click; every line a submission changes
// is pending (spinner) until then. A load that fails leaves the cart unknown (never empty): its
// error stays until the cart is known, and opening the drawer asks again.
import type { AnalyticsProduct } from '../../domain/analytics';
import { dispatchCartLinesAdded } from '../analytics/cart-events';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cartErrorText } from '../../domain/cart';
import { CART_ERROR_CLEAR_MS } from '../../domain/timing';
import { useRootData } from '../use-root-data';
import { cartLoadFrom, errorMessageOf } from './cart-load';
import { isAddToCart, optimisticCart, opensDrawer, touchedLineIds, type CartFormInput, type OptimisticLine } from './optimistic-cart';
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
}

const CartContext = createContext<CartApi | null>(null);

export const useCart = (): CartApi | null => useContext(CartContext);

async function readJson(response: Response): Promise<{ cart?: CartView | null; error?: { code: string; message: string } } | null> {
  return (await response.json().catch(() => null)) as { cart?: CartView | null; error?: { code: string; message: string } } | null;
}

export function CartProvider({ children }: { children: ReactNode }) {
  const root = useRootData();
  const prefix = root?.selectedLocale.pathPrefix ?? '';
  const [server, setServer] = useState<CartView | null>(null);
  const [shown, setShownState] = useState<CartView | null>(null);
  // What is shown, readable at once by the next click (state updates land later).
  const shownNow = useRef<CartView | null>(null);
  const setShown = useCallback((cart: CartView | null) => {
    shownNow.current = cart;
    setShownState(cart);
  }, []);
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pendingLineIds, setPendingLineIds] = useState<ReadonlySet<string>>(new Set());
  const [inFlight, setInFlight] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [carouselVisible, setCarouselVisibleState] = useState(root?.cartCarouselVisible ?? true);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef<CartView | null>(null);
  const inFlightCount = useRef(0);

  const live = useRef(true);
  const load = useCallback(async () => {
    const outcome = await fetch(`${prefix}/api/cart`, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(async (response) => cartLoadFrom(response.ok, await readJson(response)))
      .catch(() => cartLoadFrom(false, null));
    if (!live.current) return;
    if (!outcome.ok) {
      setLoadError(outcome.error);
      return;
    }
    latest.current = outcome.cart;
    setServer(latest.current);
    setShown(latest.current);
    setLoaded(true);
    setLoadError(null);
  }, [prefix, setShown]);

  useEffect(() => {
    live.current = true;
    void load();
    return () => {
      live.current = false;
    };
  }, [load]);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), CART_ERROR_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const submit = useCallback(
    (input: CartFormInput, hint?: OptimisticLine, added?: AnalyticsProduct[]) => {
      const touched = touchedLineIds(shownNow.current, input);
      setShown(optimisticCart(shownNow.current, input, hint));
      setPendingLineIds((current) => new Set([...current, ...touched]));
      inFlightCount.current += 1;
      setInFlight(inFlightCount.current);
      setError(null);
      if (opensDrawer(input)) setDrawerOpen(true);
      const addToCart = isAddToCart(input);
      const form = new URLSearchParams({ cartFormInput: JSON.stringify(input) });
      if (addToCart) form.set('analytics', JSON.stringify({ products: added ?? [] }));
      const run = async () => {
        try {
          const response = await fetch(addToCart ? `${prefix}/cart?index` : `${prefix}/cart`, {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
            credentials: 'same-origin',
            body: form,
          });
          const body = await readJson(response);
          if (response.ok && body?.cart) {
            latest.current = body.cart;
            setLoaded(true);
            setLoadError(null);
            if (added?.length) dispatchCartLinesAdded({ cartId: body.cart.id, products: added });
          } else setError(cartErrorText(errorMessageOf(body)));
        } catch {
          setError(cartErrorText(null));
        } finally {
          inFlightCount.current -= 1;
          setInFlight(inFlightCount.current);
          // The last answer in the queue decides what is shown: the server's cart, never a guess.
          if (inFlightCount.current === 0) {
            setServer(latest.current);
            setShown(latest.current);
            setPendingLineIds(new Set());
          }
        }
      };
      const next = queue.current.then(run);
      queue.current = next;
      return next;
    },
    [prefix, setShown],
  );

  const setCarouselVisible = useCallback(
    (visible: boolean) => {
      setCarouselVisibleState(visible);
      void fetch(`${prefix}/cart`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        credentials: 'same-origin',
        body: new URLSearchParams({ intent: 'toggleCartCarouselVisible', visible: String(visible) }),
      }).catch(() => undefined);
    },
    [prefix],
  );

  const api = useMemo<CartApi>(
    () => ({
      cart: shown,
      loaded,
      loadError: loaded ? null : loadError,
      pending: inFlight > 0 || shown !== server,
      pendingLineIds,
      error,
      drawerOpen,
      carouselVisible,
      submit,
      openDrawer: () => {
        setDrawerOpen(true);
        if (!loaded && loadError) void load();
      },
      closeDrawer: () => setDrawerOpen(false),
      setCarouselVisible,
      prefix,
    }),
    [shown, server, loaded, loadError, load, inFlight, pendingLineIds, error, drawerOpen, carouselVisible, submit, setCarouselVisible, prefix],
  );
  return <CartContext value={api}>{children}</CartContext>;
}
