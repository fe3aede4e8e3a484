// The shopper's own parts of a page (src/ui/personal/personal-data.ts), one loader per part, run
// per response to fill the shared shell's holes and for the root data of client navigations.
// Adding a part: its field in PersonalData and its loader here.
import type { PersonalData } from '../../ui/personal/personal-data';
import type { RequestServices } from '../ssr/request-services';
import { savedCountOf } from './saved-loaders';

/** What the parts are loaded from: the request's cart id and session, nothing of the page. */
export type PersonalRequest = Pick<RequestServices, 'useCases' | 'locale' | 'cartId' | 'isAuthenticated' | 'sessionToken' | 'browserSavedItems'>;

type PartLoaders = { [K in keyof PersonalData]: (request: PersonalRequest) => Promise<PersonalData[K]> };

const PARTS: PartLoaders = {
  /**
   * The header's item count, from the cart the cookie names: right in the first byte, with or without
   * JavaScript. No cookie is an empty cart; a cart that cannot be loaded is unknown (null), never 0.
   */
  async cart(request) {
    if (!request.cartId) return { count: 0 };
    try {
      const cart = await request.useCases.loadCart.execute({ cartId: request.cartId, locale: request.locale });
      return { count: cart?.totalQuantity ?? 0 };
    } catch {
      return { count: null };
    }
  },
  async account(request) {
    return { signedIn: request.isAuthenticated };
  },
  async saved(request) {
    return { count: await savedCountOf(request) };
  },
};

export async function loadPersonalData(request: PersonalRequest): Promise<PersonalData> {
  const names = Object.keys(PARTS) as (keyof PersonalData)[];
  const values = await Promise.all(names.map((name) => PARTS[name](request)));
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as unknown as PersonalData;
}

/** True when the request names no cart, no session and no saved list: its parts are the anonymous ones, without loading. */
export const isAnonymousShopper = (request: Pick<PersonalRequest, 'cartId' | 'isAuthenticated' | 'browserSavedItems'>): boolean =>
  !request.cartId && !request.isAuthenticated && request.browserSavedItems.length === 0;
