// The mobile menu's contents as an island (issue 18): the server renders them in place, hidden in
// the closed panel; the browser keeps that HTML (its links navigate) until the chunk arrives, when
// idle after load or as the shopper heads for the burger, then the live contents take over (a
// category toggled meanwhile opens then: lazy-part.ts, islandPart).
import { islandPart } from '../components/lazy-part';
import type { MobileMenuContentsProps } from './mobile-menu-contents';

export const MobileMenuContents = islandPart<MobileMenuContentsProps>(() => import('./mobile-menu-contents'), '.mobile-menu').Island;
