// Each response's personal holes (ssr/personal-holes.tsx): the anonymous ones without a cart,
// session or saved list, else the shopper's own, loaded for this response.
import type { Request, Response } from 'express';
import { ANONYMOUS_PERSONAL } from '../../ui/personal/personal-data';
import { isAnonymousShopper, loadPersonalData, type AccountStanding } from '../loaders/personal-loaders';
import type { PersonalMemo } from '../loaders/personal-memo';
import type { LocaleRoute } from '../ssr/locale-routing';
import { holeFillFor } from '../ssr/personal-holes';
import type { UseCases } from '../ssr/request-services';
import { cartIdOf } from './cart-routes';
import { browserSavedItemsOf } from './saved-items-routes';
import { customerSessionOf } from './session';
import { preferredStoreOf } from './store-preference';

export function personalHoleFills(useCases: UseCases, routing: (pathname: string) => LocaleRoute, standings: PersonalMemo<AccountStanding> | undefined) {
  return (req: Request, res: Response) => {
    const route = routing(req.path);
    const nonce = res.locals.cspNonce as string;
    const session = customerSessionOf(res);
    const shopper = { useCases, locale: route.locale, cartId: cartIdOf(req), isAuthenticated: session !== null, sessionToken: session?.token ?? null, browserSavedItems: browserSavedItemsOf(res), preferredStore: preferredStoreOf(req), standings };
    if (isAnonymousShopper(shopper)) return holeFillFor(ANONYMOUS_PERSONAL, route.basename, nonce);
    return loadPersonalData(shopper).then((personal) => holeFillFor(personal, route.basename, nonce));
  };
}
