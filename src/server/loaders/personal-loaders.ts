// The shopper's own parts of a page (src/ui/personal/personal-data.ts), one loader per part, run
// per response to fill the shared shell's holes and for the root data of client navigations.
// Adding a part: its field in PersonalData and its loader here.
import { SignedOut } from '../../application/saved/saved-owner';
import type { Cart } from '../../domain/cart';
import type { PersonalData } from '../../ui/personal/personal-data';
import type { RequestServices } from '../ssr/request-services';
import { toCartView } from '../views/cart-view';
import type { PersonalMemo } from './personal-memo';

/** What the parts are loaded from: the request's cart id and session, nothing of the page. */
export type PersonalRequest = Pick<RequestServices, 'useCases' | 'locale' | 'cartId' | 'isAuthenticated' | 'sessionToken' | 'browserSavedItems'> &
  Partial<Pick<RequestServices, 'preferredStore'>> & {
    /** Where signed-in shoppers' standings are remembered for a moment across requests (src/server/loaders/personal-memo.ts). */
    standings?: PersonalMemo<AccountStanding> | undefined;
  };

/** The cart the cookie names, loaded once per request for every part that shows it (the count, the drawer). */
const cartLoads = new WeakMap<PersonalRequest, Promise<Cart | null>>();
function cartOf(request: PersonalRequest, cartId: string): Promise<Cart | null> {
  let load = cartLoads.get(request);
  if (!load) cartLoads.set(request, (load = request.useCases.loadCart.execute({ cartId, locale: request.locale })));
  return load;
}

/**
 * What a signed-in shopper's session stands for now, in the account system (not only in its signed
 * cookie): whether it still names a session (a cookie kept after logging out does not) and the
 * account's saved count. Looked up once per response for the account and saved parts together.
 */
export interface AccountStanding {
  signedIn: boolean;
  savedCount: number | null;
}

const standingOfRequest = new WeakMap<PersonalRequest, Promise<AccountStanding>>();

/** One lookup: the account's saved list (which asks the account system for the session first). Throws when it cannot be known now. */
async function lookUpStanding(request: PersonalRequest, sessionToken: string): Promise<AccountStanding> {
  try {
    const handles = await request.useCases.listSavedHandles.execute({ kind: 'account', sessionToken });
    return { signedIn: true, savedCount: handles.length };
  } catch (error) {
    if (error instanceof SignedOut) return { signedIn: false, savedCount: null };
    throw error;
  }
}

function accountStanding(request: PersonalRequest, sessionToken: string): Promise<AccountStanding> {
  let standing = standingOfRequest.get(request);
  if (!standing) {
    const load = () => lookUpStanding(request, sessionToken);
    // Unknown now (the account system unreachable): the signed cookie's word for it, the count unknown; never remembered.
    standing = (request.standings ? request.standings.get(sessionToken, load) : load()).catch(() => ({ signedIn: true, savedCount: null }));
    standingOfRequest.set(request, standing);
  }
  return standing;
}

type PartLoaders = { [K in keyof PersonalData]: (request: PersonalRequest) => Promise<PersonalData[K]> };

const PARTS: PartLoaders = {
  /**
   * The header's item count, from the cart the cookie names: right in the first byte, with or without
   * JavaScript. No cookie is an empty cart; a cart that cannot be loaded is unknown (null), never 0.
   */
  async cart(request) {
    if (!request.cartId) return { count: 0 };
    try {
      const cart = await cartOf(request, request.cartId);
      return { count: cart?.totalQuantity ?? 0 };
    } catch {
      return { count: null };
    }
  },
  /** 'My Account' only while the account system still knows the session: a cookie kept after logging out reads 'Login'. */
  async account(request) {
    if (!request.sessionToken) return { signedIn: request.isAuthenticated };
    return { signedIn: (await accountStanding(request, request.sessionToken)).signedIn };
  },
  /** The account's list when signed in, else the browser's; null when it cannot be known now. */
  async saved(request) {
    if (!request.sessionToken) return { count: request.browserSavedItems.length };
    const standing = await accountStanding(request, request.sessionToken);
    return { count: standing.signedIn ? standing.savedCount : request.browserSavedItems.length };
  },
  /** The drawer's contents, from the same load as the count: in the first response, so the drawer opens without asking. */
  async drawer(request) {
    if (!request.cartId) return { cart: null, known: true };
    try {
      const cart = await cartOf(request, request.cartId);
      return { cart: cart ? toCartView(cart, request.locale) : null, known: true };
    } catch {
      return { cart: null, known: false };
    }
  },
  /** Click and collect's chosen store, as the cookie names it (the page's store list decides whether it counts). */
  async store(request) {
    return { chosen: request.preferredStore ?? null };
  },
};

export async function loadPersonalData(request: PersonalRequest): Promise<PersonalData> {
  const names = Object.keys(PARTS) as (keyof PersonalData)[];
  const values = await Promise.all(names.map((name) => PARTS[name](request)));
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as unknown as PersonalData;
}

/** True when the request names no cart, no session and no saved list: its parts are the anonymous ones, without loading. */
export const isAnonymousShopper = (request: Pick<PersonalRequest, 'cartId' | 'isAuthenticated' | 'browserSavedItems' | 'preferredStore'>): boolean =>
  !request.cartId && !request.isAuthenticated && request.browserSavedItems.length === 0 && !request.preferredStore;
