// The cart in the browser, without React: what it shows, what is on its way to the server and how
// the server's answers replace the guesses. The hook (cart-context.tsx) renders its state and wires
// the page's events to it.
//
// Known from the first response (the header's personal hole carries it in #__personal, so nothing
// is fetched to show it), loaded again from /api/cart only after a change it did not make itself
// (another tab's, `refresh`), or when the first response could not say. Changed through the same
// cart form post as without JavaScript (fetch instead of navigation), optimistic at once, with the
// server's cart replacing the guess when it answers. An add to cart is the spec's POST /cart?index
// with cartFormInput and the analytics products, its answer read for cart.id. Submissions go one
// after another so the last answer is the cart after every click; every line a submission changes
// is pending (spinner) until then. Any answer that carries the cart (a refusal too) replaces what
// is shown. A load that fails leaves the cart unknown (never empty): its error stays until the
// cart is known. A cart error clears after CART_ERROR_CLEAR_MS (the spec's 5 s).
import type { AnalyticsProduct } from '../../domain/analytics';
import { cartErrorText } from '../../domain/cart';
import { CART_ERROR_CLEAR_MS } from '../../domain/timing';
import { cartAnswerFrom, cartLoadFrom } from './cart-load';
import { isAddToCart, optimisticCart, opensDrawer, touchedLineIds, type CartFormInput, type OptimisticLine } from './optimistic-cart';
import type { CartView } from './view-models';
import { newActionKey } from './action-key';

export interface CartClientState {
  /** The cart shown: the server's last answer, or the guess while a change is on its way. */
  cart: CartView | null;
  /** The server's last answer; `cart` differs from it while a guess is shown. */
  server: CartView | null;
  /** True once the browser knows the cart. */
  loaded: boolean;
  /** The error of the last load that failed; the hook shows it only while the cart is unknown. */
  loadError: string | null;
  /** Submissions on their way. */
  inFlight: number;
  pendingLineIds: ReadonlySet<string>;
  /** The message of the last change the server refused, until CART_ERROR_CLEAR_MS have passed. */
  error: string | null;
  drawerOpen: boolean;
  carouselVisible: boolean;
}

export interface CartClientOptions {
  /** Prefix for cart URLs in the current locale ('' or '/en-au'), read at each request. */
  prefix(): string;
  /** On the cart page the page is the cart: line changes never open the drawer there. */
  onCartPage(): boolean;
  /** The cart as the first response knew it; `known` false when it could not load it. */
  first: { known: boolean; cart: CartView | null };
  carouselVisible: boolean;
  fetch?: typeof fetch;
  /** Told after a change the server made: the shop's other tabs load the cart again. */
  announceChange?(): void;
  /** A LinesAdd the server confirmed, for analytics. */
  linesAdded?(event: { cartId: string; products: AnalyticsProduct[] }): void;
}

export interface CartClient {
  getState(): CartClientState;
  subscribe(listener: () => void): () => void;
  /** `added` describes the products of a LinesAdd for analytics, sent once the server confirms. */
  submit(input: CartFormInput, hint?: OptimisticLine, added?: AnalyticsProduct[]): Promise<void>;
  /** Loads the cart (with its pick-up answer when asked); resolves with the answer's body once it is the cart shown, else null. */
  load(withPickup?: boolean): Promise<unknown>;
  /** load(true), as one function for the drawer's effects to depend on. */
  reloadWithPickup(): Promise<unknown>;
  /** The cart may have changed elsewhere (another tab, device): load it now, or once the submissions settle. */
  refresh(): void;
  openDrawer(): void;
  closeDrawer(): void;
  setCarouselVisible(visible: boolean): void;
  /** While stopped (unmounted), answers change nothing. */
  start(): void;
  stop(): void;
}

type Body = { cart?: CartView | null; error?: { code: string; message: string } } | null;

const readJson = async (response: Response): Promise<Body> => (await response.json().catch(() => null)) as Body;

const FORM_HEADERS = { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' };

/** The client's memory between calls: what only it needs to know, apart from the state it shows. */
class CartClientImpl implements CartClient {
  private state: CartClientState;
  private readonly listeners = new Set<() => void>();
  private readonly http: typeof fetch;
  private live = true;
  private queue: Promise<void> = Promise.resolve();
  /** The cart of the last answer in the queue, shown once every submission has settled. */
  private latest: CartView | null;
  /** Bumped by every submission: a load that started before one answers an older cart, and is dropped. */
  private submissions = 0;
  private reloadWhenSettled = false;
  private errorTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: CartClientOptions) {
    this.http = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const firstCart = options.first.known ? options.first.cart : null;
    this.latest = firstCart;
    this.state = { cart: firstCart, server: firstCart, loaded: options.first.known, loadError: null, inFlight: 0, pendingLineIds: new Set(), error: null, drawerOpen: false, carouselVisible: options.carouselVisible };
  }

  getState = (): CartClientState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(change: Partial<CartClientState>) {
    this.state = { ...this.state, ...change };
    this.listeners.forEach((listener) => listener());
  }

  private setError(error: string | null) {
    clearTimeout(this.errorTimer);
    this.errorTimer = error ? setTimeout(() => this.set({ error: null }), CART_ERROR_CLEAR_MS) : undefined;
    this.set({ error });
  }

  load = async (withPickup = false): Promise<unknown> => {
    const startedAfter = this.submissions;
    const outcome = await this.http(`${this.options.prefix()}/api/cart${withPickup ? '?with=pickup' : ''}`, { headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        const body = await readJson(response);
        return { ...cartLoadFrom(response.ok, body), body };
      })
      .catch(() => ({ ...cartLoadFrom(false, null), body: null }));
    if (!this.live || this.submissions !== startedAfter || this.state.inFlight > 0) return null;
    if (!outcome.ok) {
      this.set({ loadError: outcome.error });
      return null;
    }
    this.latest = outcome.cart;
    this.set({ server: this.latest, cart: this.latest, loaded: true, loadError: null });
    return outcome.body;
  };

  reloadWithPickup = (): Promise<unknown> => this.load(true);

  submit = (input: CartFormInput, hint?: OptimisticLine, added?: AnalyticsProduct[]): Promise<void> => {
    const touched = touchedLineIds(this.state.cart, input);
    this.submissions += 1;
    this.setError(null);
    this.set({
      cart: optimisticCart(this.state.cart, input, hint),
      pendingLineIds: new Set([...this.state.pendingLineIds, ...touched]),
      inFlight: this.state.inFlight + 1,
      ...(opensDrawer(input, this.options.onCartPage()) ? { drawerOpen: true } : {}),
    });
    this.queue = this.queue.then(() => this.send(input, added));
    return this.queue;
  };

  private async send(input: CartFormInput, added: AnalyticsProduct[] | undefined): Promise<void> {
    const addToCart = isAddToCart(input);
    const form = new URLSearchParams({ cartFormInput: JSON.stringify(input) });
    if (addToCart) form.set('analytics', JSON.stringify({ products: added ?? [] }));
    try {
      // One key per click: the edge may send it again through another copy, which then changes nothing.
      const headers = { ...FORM_HEADERS, 'idempotency-key': newActionKey() };
      const response = await this.http(addToCart ? `${this.options.prefix()}/cart?index` : `${this.options.prefix()}/cart`, { method: 'POST', headers, credentials: 'same-origin', body: form });
      const answer = cartAnswerFrom(response.ok, await readJson(response));
      if (answer.cart) {
        this.latest = answer.cart;
        this.set({ loaded: true, loadError: null });
        this.options.announceChange?.();
      }
      // An answer without the cart (the store failed) leaves this tab unsure of it: ask again once settled.
      else this.reloadWhenSettled = true;
      if (answer.error) this.setError(answer.error);
      else if (added?.length && answer.cart) this.options.linesAdded?.({ cartId: answer.cart.id, products: added });
    } catch {
      this.setError(cartErrorText(null));
      this.reloadWhenSettled = true;
    } finally {
      this.settle();
    }
  }

  /** The last answer in the queue decides what is shown: the server's cart, never a guess. */
  private settle() {
    const inFlight = this.state.inFlight - 1;
    if (inFlight > 0) return this.set({ inFlight });
    this.set({ inFlight, server: this.latest, cart: this.latest, pendingLineIds: new Set() });
    if (this.reloadWhenSettled) {
      this.reloadWhenSettled = false;
      void this.load();
    }
  }

  refresh = (): void => {
    if (this.state.inFlight > 0) this.reloadWhenSettled = true;
    else void this.load();
  };

  openDrawer = (): void => {
    this.set({ drawerOpen: true });
    // Known from the first response: nothing to fetch. Unknown (its load failed): ask now.
    if (!this.state.loaded) void this.load(true);
  };

  closeDrawer = (): void => this.set({ drawerOpen: false });

  setCarouselVisible = (visible: boolean): void => {
    this.set({ carouselVisible: visible });
    const body = new URLSearchParams({ intent: 'toggleCartCarouselVisible', visible: String(visible) });
    void this.http(`${this.options.prefix()}/cart`, { method: 'POST', headers: FORM_HEADERS, credentials: 'same-origin', body }).catch(() => undefined);
  };

  start = (): void => {
    this.live = true;
  };

  stop = (): void => {
    this.live = false;
  };
}

export function createCartClient(options: CartClientOptions): CartClient {
  return new CartClientImpl(options);
}
