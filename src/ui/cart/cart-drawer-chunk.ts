// The cart drawer's interactive contents, their own chunk (cart-drawer-body): fetched when the
// drawer first opens, or earlier when the shopper heads for the cart link (its own module, so the
// cart link can preload it without importing the drawer).
import { lazyPart } from '../components/lazy-part';

export const DrawerBody = lazyPart(() => import('./cart-drawer-body'));
/** Fetches the drawer's contents ahead of its first opening. */
export const preloadCartDrawer = DrawerBody.preload;
