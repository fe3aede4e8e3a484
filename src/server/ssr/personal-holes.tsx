// Renders a response's personal holes (src/ui/personal/holes.tsx) on their own, for the ESI
// fragments the edge puts into the shared shell (src/server/http/esi-fragment-routes.ts). Each hole
// is rendered with renderToString, under the locale's base for its links; a hole's HTML depends only
// on its data and the base, so it is remembered by them (a header count takes few values).
// In a page rendered for its shopper (no ESI edge) the holes render in place; only the drawer's
// contents are the server's own rendering (`inlineHoleMarker`).
import { LRUCache } from 'lru-cache';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { scriptSafeJson } from '../../ui/app-context';
import { CartDrawerStatic } from '../../ui/cart/cart-drawer-static';
import { STORE_PICKUP_HOLE } from '../../ui/collect/pickup-hole';
import { RouteBaseValue } from '../../ui/components/route-link';
import { CART_DRAWER_STATIC_CLASS, PERSONAL_HOLES, type HoleMarker, type HoleName, type HoleSpec } from '../../ui/personal/holes';
import type { PageHoleSpec } from '../../ui/personal/page-hole';
import { PERSONAL_DATA_HOLE, PERSONAL_DATA_ID, type PersonalData } from '../../ui/personal/personal-data';

/** The HTML for one hole of this response, by the hole's name. */
export type HoleFill = (name: string) => Buffer;

/** Where the edge fetches a hole from (src/server/http/esi-fragment-routes.ts). */
export const ESI_HOLE_PATH = '/_esi/hole';

const MAX_REMEMBERED = 2_000;
const remembered = new LRUCache<string, Buffer>({ max: MAX_REMEMBERED });

const EMPTY = Buffer.alloc(0);

const isHoleName = (name: string): name is HoleName => Object.hasOwn(PERSONAL_HOLES, name);

/** Holes the server renders otherwise than the browser: the drawer's contents (the browser keeps the server's HTML). */
const ON_THE_SERVER: Partial<Record<HoleName, (data: never, base: string) => ReactElement>> = {
  'cart-drawer': (drawer: PersonalData['drawer'], base: string) => <CartDrawerStatic drawer={drawer} base={base} />,
};

/** Holes that take arguments from the page (their marker carries them), by name. */
const PAGE_HOLES = new Map<string, PageHoleSpec<unknown, unknown>>([[STORE_PICKUP_HOLE.name, STORE_PICKUP_HOLE as PageHoleSpec<unknown, unknown>]]);

function remember(key: string, render: () => ReactElement): Buffer {
  let html = remembered.get(key);
  if (html === undefined) {
    html = Buffer.from(renderToString(render()));
    remembered.set(key, html);
  }
  return html;
}

function holeHtml(name: HoleName, personal: PersonalData, base: string): Buffer {
  const spec = PERSONAL_HOLES[name] as HoleSpec<unknown>;
  const data = spec.select(personal);
  const server = ON_THE_SERVER[name] as ((data: unknown, base: string) => ReactElement) | undefined;
  return remember(`${name}\u0000${base}\u0000${JSON.stringify(data)}`, () => <RouteBaseValue base={base}>{server ? server(data, base) : spec.render(data)}</RouteBaseValue>);
}

/** A page hole (`name.args`): the page's arguments from the marker (rendered by this server into its own shell), the shopper's part from `personal`. */
function pageHoleHtml(marked: string, personal: PersonalData, base: string): Buffer {
  const dot = marked.indexOf('.');
  const spec = PAGE_HOLES.get(marked.slice(0, dot));
  if (!spec) return EMPTY;
  const data = spec.select(personal);
  try {
    return remember(`${marked}\u0000${base}\u0000${JSON.stringify(data)}`, () => {
      const args: unknown = JSON.parse(decodeURIComponent(marked.slice(dot + 1)));
      return <RouteBaseValue base={base}>{spec.render(data, args)}</RouteBaseValue>;
    });
  } catch {
    return EMPTY; // a marker this server did not write: nothing rather than a broken page
  }
}

const jsonOf = new WeakMap<PersonalData, string>();

/** The data block that carries `personal` to the browser, as React renders PersonalDataScript. */
export function personalDataScript(personal: PersonalData): string {
  let json = jsonOf.get(personal);
  if (json === undefined) jsonOf.set(personal, (json = scriptSafeJson(personal)));
  return `<script id="${PERSONAL_DATA_ID}" type="application/json">${json}</script>`;
}

/** The holes of one response: this shopper's data, the locale's base ('' or '/en-au'). */
export function holeFillFor(personal: PersonalData, base: string): HoleFill {
  return (name) => {
    if (name === PERSONAL_DATA_HOLE) return Buffer.from(personalDataScript(personal));
    if (isHoleName(name)) return holeHtml(name, personal, base);
    return name.includes('.') ? pageHoleHtml(name, personal, base) : EMPTY;
  };
}

/** The include's URL for a hole of a page under `base`. */
export const esiHoleSrc = (name: string, base: string): string => `${ESI_HOLE_PATH}?name=${encodeURIComponent(name)}&base=${encodeURIComponent(base)}`;

/** A shell for an ESI edge: every hole is an `<esi:include>` of its fragment. */
export const esiHoleMarker =
  (base: string): HoleMarker =>
  (name) =>
    createElement('esi:include', { src: esiHoleSrc(name, base) });

/**
 * A page rendered for its shopper: the drawer's contents as only the server renders them (on their
 * own: the drawer has a router of its own), put in the frame the browser keeps; the rest in place.
 */
export const inlineHoleMarker =
  (personal: PersonalData, base: string): HoleMarker =>
  (name) => {
    if (name !== 'cart-drawer') return undefined;
    const html = holeHtml(name, personal, base).toString('utf8');
    const inner = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</div>'));
    return <div className={CART_DRAWER_STATIC_CLASS} dangerouslySetInnerHTML={{ __html: inner }} suppressHydrationWarning />;
  };
