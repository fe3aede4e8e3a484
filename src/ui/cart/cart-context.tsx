// The cart in the browser: known from the first response (the drawer's personal hole carries it in
// #__personal, so nothing is fetched to show it), loaded again from /api/cart only after a change
// it did not make itself (another tab's), or when the first response could not say; changed through the same
// cart form post as without JavaScript (fetch instead of navigation), optimistic at once, with the
// server's cart replacing the guess when it answers. An add to cart is the spec's POST /cart?index
// with cartFormInput and the analytics products, its answer read for cart.id. Submissions go one
// after another so the last answer is the cart after every click; every line a submission changes
// is pending (spinner) until then. A load that fails leaves the cart unknown (never empty): its
// error stays until the cart is known, and opening the drawer asks again.
// A tab coming back into view, or restored from the back/forward cache, asks again too (another
// browser or device may have changed the cart meanwhile); opening the drawer never does.
// Every open view converges on the server's cart: any answer that carries the cart (a refusal
// too) replaces what is shown; a change tells the shop's other tabs (BroadcastChannel), which load
// the cart again. On the cart page the page is the cart: line
// changes never open the drawer there.
// The drawer's click and collect line (the cart page's view for the chosen store) is asked for only
// when the drawer shows it (open, with lines): `reload` brings it, and the drawer's contents keep it
// (cart-drawer-body.tsx), so none of it is in the first load.
import type { AnalyticsProduct } from '../../domain/analytics';
import { dispatchCartLinesAdded } from '../analytics/cart-events';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cartErrorText } from '../../domain/cart';
import { CART_ERROR_CLEAR_MS } from '../../domain/timing';
import { useLocation } from '../router/hooks';
import { localeFromPath } from '../../domain/locale';
import { useRootData } from '../use-root-data';
import { cartAnswerFrom, cartLoadFrom } from './cart-load';
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
  /**
   * Loads the cart again with its pick-up answer (GET /api/cart?with=pickup); resolves with the
   * answer's body once it is the cart shown, else null (it failed, or a change overtook it).
   */
  reload(): Promise<unknown>;
}

/** Exported for the drawer's contents rendered on their own on the server (cart-drawer-static.tsx). */
export const CartContext = createContext<CartApi | null>(null);

export const useCart = (): CartApi | null => useContext(CartContext);

async function readJson(response: Response): Promise<{ cart?: CartView | null; error?: { code: string; message: string } } | null> {
  return (await response.json().catch(() => null)) as { cart?: CartView | null; error?: { code: string; message: string } } | null;
}

/** Tabs of this shop in one browser tell each other that the cart changed. */
const CART_CHANNEL = 'cart';
const openChannel = (): BroadcastChannel | null => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(CART_CHANNEL) : null);

export function CartProvider({ children }: { children: ReactNode }) {
  const root = useRootData();
  const prefix = root?.selectedLocale.pathPrefix ?? '';
  // The cart as the first response knew it (the drawer's personal hole); unknown when it could not load it.
  const first = root?.personal?.drawer;
  const firstCart = first?.known ? first.cart : null;
  const [server, setServer] = useState<CartView | null>(firstCart);
  const [shown, setShownState] = useState<CartView | null>(firstCart);
  // What is shown, readable at once by the next click (state updates land later).
  const shownNow = useRef<CartView | null>(firstCart);
  const setShown = useCallback((cart: CartView | null) => {
    shownNow.current = cart;
    setShownState(cart);
  }, []);
  const [loaded, setLoaded] = useState(first?.known ?? false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pendingLineIds, setPendingLineIds] = useState<ReadonlySet<string>>(new Set());
  const [inFlight, setInFlight] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [carouselVisible, setCarouselVisibleState] = useState(root?.cartCarouselVisible ?? true);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef<CartView | null>(firstCart);
  const inFlightCount = useRef(0);

  // Bumped by every submission: a load that started before one answers an older cart, and is dropped.
  const submissions = useRef(0);
  const reloadWhenSettled = useRef(false);
  const location = useLocation();
  const onCartPage = useRef(false);
  onCartPage.current = localeFromPath(location.pathname).path.replace(/\/+$/, '') === '/cart';

  const live = useRef(true);
  /** `withPickup`: the drawer shows the pick-up line, so ask for it too. Resolves with the answer once it is shown. */
  const load = useCallback(async (withPickup = false): Promise<unknown> => {
    const startedAfter = submissions.current;
    const outcome = await fetch(`${prefix}/api/cart${withPickup ? '?with=pickup' : ''}`, { headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        const body = await readJson(response);
        return { ...cartLoadFrom(response.ok, body), body };
      })
      .catch(() => ({ ...cartLoadFrom(false, null), body: null }));
    if (!live.current || submissions.current !== startedAfter || inFlightCount.current > 0) return null;
    if (!outcome.ok) {
      setLoadError(outcome.error);
      return null;
    }
    latest.current = outcome.cart;
    setServer(latest.current);
    setShown(latest.current);
    setLoaded(true);
    setLoadError(null);
    return outcome.body;
  }, [prefix, setShown]);

  const reloadWithPickup = useCallback(() => load(true), [load]);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // Another tab changed the cart, or this page comes back into view or from the back/forward cache: show the server's cart.
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    const refresh = () => {
      if (inFlightCount.current > 0) reloadWhenSettled.current = true;
      else void load();
    };
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
      channel.current?.close();
      channel.current = null;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onPageShow);
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
      submissions.current += 1;
      inFlightCount.current += 1;
      setInFlight(inFlightCount.current);
      setError(null);
      if (opensDrawer(input, onCartPage.current)) setDrawerOpen(true);
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
          const answer = cartAnswerFrom(response.ok, await readJson(response));
          if (answer.cart) {
            latest.current = answer.cart;
            setLoaded(true);
            setLoadError(null);
            channel.current?.postMessage({ changed: true });
          }
          // An answer without the cart (the store failed) leaves this tab unsure of it: ask again once settled.
          else reloadWhenSettled.current = true;
          if (answer.error) setError(answer.error);
          else if (added?.length && answer.cart) dispatchCartLinesAdded({ cartId: answer.cart.id, products: added });
        } catch {
          setError(cartErrorText(null));
          reloadWhenSettled.current = true;
        } finally {
          inFlightCount.current -= 1;
          setInFlight(inFlightCount.current);
          // The last answer in the queue decides what is shown: the server's cart, never a guess.
          if (inFlightCount.current === 0) {
            setServer(latest.current);
            setShown(latest.current);
            setPendingLineIds(new Set());
            if (reloadWhenSettled.current) {
              reloadWhenSettled.current = false;
              void load();
            }
          }
        }
      };
      const next = queue.current.then(run);
      queue.current = next;
      return next;
    },
    [prefix, setShown, load],
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
        // Known from the first response: nothing to fetch. Unknown (its load failed): ask now.
        if (!loaded) void load(true);
      },
      closeDrawer: () => setDrawerOpen(false),
      setCarouselVisible,
      prefix,
      reload: reloadWithPickup,
    }),
    [shown, server, loaded, loadError, load, reloadWithPickup, inFlight, pendingLineIds, error, drawerOpen, carouselVisible, submit, setCarouselVisible, prefix],
  );
  return <CartContext value={api}>{children}</CartContext>;
}

