// Named holes in the shared shell. A hole renders a small personal part of the page (the header's
// cart count, the account link) from PersonalData. A server render of the shell for an ESI edge
// (HoleMarking given) puts what the marker says in its place instead: an `<esi:include>` of the hole
// rendered on its own for the shopper (src/server/http/esi-fragment-routes.ts), so the shell carries
// no personal byte and the first response still shows the shopper's own count, with or without
// JavaScript. In the browser the hole renders in place from the root data's `personal`, which
// entry.client takes from the response's personal data block: hydration sees the HTML the edge put in.
//
// A page has one such hole, the header's (its links, the drawer's contents, the data block), so an
// ESI edge assembles one include per page; a product page adds its pick-up line (page-hole.tsx).
// Adding a hole: an entry in PERSONAL_HOLES (what it reads of PersonalData, what it renders) and
// <Hole name="..." /> where it goes. A hole renders one element (or a few siblings), without useId, reading only its
// data and RouteLink's base (it is rendered outside the page's tree on the server).
import { useContext, type ReactElement } from 'react';
import { AccountLink } from '../account/account-link';
import { useAppEnvironment } from '../app-context';
import { CartLink } from '../cart/cart-link';
import { SavedLink } from '../saved/saved-link';
import { useRootData } from '../use-root-data';
import { ANONYMOUS_PERSONAL, PERSONAL_DATA_ID, type PersonalData } from './personal-data';
import { HoleMarking } from './hole-marking';

export { HoleMarking, type HoleMarker } from './hole-marking';

export interface HoleSpec<T> {
  /** The part of PersonalData the hole shows (also what its rendered HTML is remembered by). */
  select(personal: PersonalData): T;
  render(data: T): ReactElement;
}

const hole = <T,>(spec: HoleSpec<T>): HoleSpec<T> => spec;

/**
 * What the browser keeps as the server filled it: the drawer's contents and the data block are the
 * server's rendering (src/server/ssr/personal-holes.tsx); the browser does not render them again.
 */
const KEEP_SERVER_HTML = Object.freeze({ __html: '' });
export const CART_DRAWER_STATIC_CLASS = 'cart-drawer__static';
/**
 * The `<template>` the first response's drawer contents travel in, inside the header's hole: the
 * drawer (a fixed dialog at the end of the page) takes them from there (cart-drawer.tsx), so one
 * include carries every personal part of a page. Inert: without JavaScript nothing shows it.
 */
export const CART_DRAWER_CONTENTS_ID = '__cart-drawer';

/** A shopper's parts of the header's hole that only the server fills: the drawer's contents and the data block's JSON. */
export interface ServerFilled {
  drawer: { __html: string };
  data: { __html: string };
}
const KEPT_AS_SERVED: ServerFilled = Object.freeze({ drawer: KEEP_SERVER_HTML, data: KEEP_SERVER_HTML });

/**
 * The header's account, saved and cart links, the drawer's contents and the shopper's data block:
 * one hole, so an ESI edge assembles one include per page (each include costs the edge about as
 * much as a whole page: docs/performance.md). The data block is a `type="application/json"` data
 * block, never an executable script; entry.client reads it by its id wherever it is.
 */
export function HeaderLinks({ personal, filled = KEPT_AS_SERVED }: { personal: PersonalData; filled?: ServerFilled }) {
  return (
    <>
      <AccountLink signedIn={personal.account.signedIn} />
      <SavedLink serverCount={personal.saved.count} />
      <div className="site-header__cart">
        <CartLink serverCount={personal.cart.count} />
      </div>
      <template id={CART_DRAWER_CONTENTS_ID} suppressHydrationWarning dangerouslySetInnerHTML={filled.drawer} />
      <script id={PERSONAL_DATA_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={filled.data} />
    </>
  );
}

export const PERSONAL_HOLES = {
  'header-links': hole({ select: (p) => p, render: (personal) => <HeaderLinks personal={personal} /> }),
};

export type HoleName = keyof typeof PERSONAL_HOLES;


export function usePersonalData(): PersonalData {
  return useRootData()?.personal ?? ANONYMOUS_PERSONAL;
}

export function Hole({ name }: { name: HoleName }) {
  const marked = useContext(HoleMarking)?.(name);
  const personal = usePersonalData();
  if (marked !== undefined) return marked;
  const spec = PERSONAL_HOLES[name] as HoleSpec<unknown>;
  return spec.render(spec.select(personal));
}

/**
 * The response's PersonalData for the browser on a page without the store's header (the checkout,
 * rendered for its shopper only): a data block, never an executable script. Elsewhere the header's
 * hole carries it.
 */
export function PersonalDataScript() {
  const { personalPayload } = useAppEnvironment();
  return <script id={PERSONAL_DATA_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: personalPayload ?? '' }} />;
}
