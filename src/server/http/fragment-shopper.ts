// An ESI fragment's shopper (http/esi-fragment-routes.ts): null without a cart, session, saved list
// or chosen store (the anonymous parts, which the edge may cache), else their own data, loaded for
// this request. The fragment names the page's locale base (`?base=/en-au`).
import type { Request, Response } from 'express';
import { isAnonymousShopper, loadPersonalData, type AccountStanding } from '../loaders/personal-loaders';
import type { PersonalMemo } from '../loaders/personal-memo';
import type { LocaleRoute } from '../ssr/locale-routing';
import type { UseCases } from '../ssr/request-services';
import { cartIdOf } from './cart-routes';
import { browserSavedItemsOf } from './saved-items-routes';
import { shopperKeys } from './kept-personal-parts';
import { customerSessionOf } from './session';
import { preferredStoreOf } from './store-preference';

export function personalOfFragment(useCases: UseCases, routing: (pathname: string) => LocaleRoute, standings: PersonalMemo<AccountStanding> | undefined) {
  return (req: Request, res: Response) => {
    const base = typeof req.query.base === 'string' ? req.query.base : '';
    const route = routing(base || '/');
    const session = customerSessionOf(res);
    const shopper = { useCases, locale: route.locale, cartId: cartIdOf(req), isAuthenticated: session !== null, sessionToken: session?.token ?? null, browserSavedItems: browserSavedItemsOf(res), preferredStore: preferredStoreOf(req), standings };
    return isAnonymousShopper(shopper) ? null : loadPersonalData(shopper);
  };
}

/** The fragment's shopper as surrogate keys (their cart and session, by digest), for an edge that keeps their parts. */
export const shopperKeysOfFragment = (req: Request, res: Response): string[] => shopperKeys(cartIdOf(req), customerSessionOf(res)?.token);
