// Named holes in the shared shell. A hole renders a small personal part of the page (the header's
// cart count, the account link) from PersonalData. A server render of the shell for an ESI edge
// (HoleMarking given) puts what the marker says in its place instead: an `<esi:include>` of the hole
// rendered on its own for the shopper (src/server/http/esi-fragment-routes.ts), so the shell carries
// no personal byte and the first response still shows the shopper's own count, with or without
// JavaScript. In the browser the hole renders in place from the root data's `personal`, which
// entry.client takes from the response's personal data block: hydration sees the HTML the edge put in.
//
// Adding a hole: an entry in PERSONAL_HOLES (what it reads of PersonalData, what it renders) and
// <Hole name="..." /> where it goes. A hole renders one element (or a few siblings), without useId, reading only its
// data and RouteLink's base (it is rendered outside the page's tree on the server).
import { useContext, type ReactElement } from 'react';
import { AccountLink } from '../account/account-link';
import { useAppEnvironment } from '../app-context';
import { CartLink } from '../cart/cart-link';
import { SavedLink } from '../saved/saved-link';
import { useRootData } from '../use-root-data';
import { ANONYMOUS_PERSONAL, PERSONAL_DATA_HOLE, PERSONAL_DATA_ID, type PersonalData } from './personal-data';
import { HoleMarking } from './hole-marking';

export { HoleMarking, type HoleMarker } from './hole-marking';

export interface HoleSpec<T> {
  /** The part of PersonalData the hole shows (also what its rendered HTML is remembered by). */
  select(personal: PersonalData): T;
  render(data: T): ReactElement;
}

const hole = <T,>(spec: HoleSpec<T>): HoleSpec<T> => spec;

/**
 * The drawer's contents as the server filled them, kept as they are: the browser does not render
 * them again (the drawer's code is its own chunk, loaded when needed; cart-drawer.tsx swaps in the
 * live contents once it is). The server renders the real contents (src/ui/cart/cart-drawer-static.tsx).
 */
const KEEP_SERVER_HTML = Object.freeze({ __html: '' });
export const CART_DRAWER_STATIC_CLASS = 'cart-drawer__static';

export const PERSONAL_HOLES = {
  /**
   * The header's account, saved and cart links: one hole, so an ESI edge assembles one include for
   * the three rather than three (each include costs the edge about as much as a whole page: docs/performance.md).
   */
  'header-links': hole({
    select: (p) => ({ signedIn: p.account.signedIn, saved: p.saved.count, cart: p.cart.count }),
    render: ({ signedIn, saved, cart }) => (
      <>
        <AccountLink signedIn={signedIn} />
        <SavedLink serverCount={saved} />
        <div className="site-header__cart">
          <CartLink serverCount={cart} />
        </div>
      </>
    ),
  }),
  'cart-drawer': hole({ select: (p) => p.drawer, render: () => <div className={CART_DRAWER_STATIC_CLASS} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning /> }),
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

/** The response's PersonalData for the browser (a hole too): a data block, never an executable script. */
export function PersonalDataScript() {
  const marked = useContext(HoleMarking)?.(PERSONAL_DATA_HOLE);
  const { personalPayload } = useAppEnvironment();
  if (marked !== undefined) return marked;
  return <script id={PERSONAL_DATA_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: personalPayload ?? '' }} />;
}
