// Renders a response's personal holes (src/ui/personal/holes.tsx) on their own, for the ESI
// fragments the edge puts into the shared shell (src/server/http/esi-fragment-routes.ts). Each hole
// is rendered with renderToString, under the locale's base for its links; a hole's HTML depends only
// on its data and the base, so it is remembered by them (a header count takes few values).
// The header's hole carries what only the server renders: the drawer's contents (in a <template> the
// drawer takes them from) and the data block. A page rendered for its shopper (no ESI edge) puts the
// very same HTML in the same place (`inlineHoleMarker`): one arrangement whether an edge assembles it or not.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { scriptSafeJson } from '../../ui/app-context';
import { CartDrawerStatic } from '../../ui/cart/cart-drawer-static';
import { STORE_PICKUP_HOLE } from '../../ui/collect/pickup-hole';
import { RouteBaseValue } from '../../ui/components/route-link';
import { HeaderLinks, PERSONAL_HOLES, type HoleMarker, type HoleName, type HoleSpec } from '../../ui/personal/holes';
import type { PageHoleSpec } from '../../ui/personal/page-hole';
import type { PersonalData } from '../../ui/personal/personal-data';

/** The HTML for one hole of this response, by the hole's name. */
export type HoleFill = (name: string) => Buffer;

/** Where the edge fetches a hole from (src/server/http/esi-fragment-routes.ts). */
export const ESI_HOLE_PATH = '/_esi/hole';

const MAX_REMEMBERED = 2_000;
const remembered = new LRUCache<string, Buffer>({ max: MAX_REMEMBERED });

const EMPTY = Buffer.alloc(0);

const isHoleName = (name: string): name is HoleName => Object.hasOwn(PERSONAL_HOLES, name);

/** The drawer's contents as the server renders them, without their frame (the drawer keeps the frame). */
function drawerContentsHtml(drawer: PersonalData['drawer'], base: string): string {
  const html = renderToString(<CartDrawerStatic drawer={drawer} base={base} />);
  return html.slice(html.indexOf('>') + 1, html.lastIndexOf('</div>'));
}

/** Holes the server fills with what the browser keeps as it came: the drawer's contents and the data block. */
const ON_THE_SERVER: Partial<Record<HoleName, (data: never, base: string) => ReactElement>> = {
  'header-links': (personal: PersonalData, base: string) => (
    <HeaderLinks personal={personal} filled={{ drawer: { __html: drawerContentsHtml(personal.drawer, base) }, data: { __html: personalJson(personal) } }} />
  ),
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

/**
 * A cart's forms in the drawer carry a key of their own render (a plain post sent twice acts once:
 * docs/repeated-cart-posts.md). Remembered HTML would give two renders of one cart the same keys,
 * and a click on the second would be taken for a repeat of the first and dropped: a hole showing a
 * cart is rendered for each response.
 */
const showsCartForms = (personal: PersonalData) => personal.drawer.cart !== null;

function holeHtml(name: HoleName, personal: PersonalData, base: string): Buffer {
  const spec = PERSONAL_HOLES[name] as HoleSpec<unknown>;
  const data = spec.select(personal);
  const server = ON_THE_SERVER[name] as ((data: unknown, base: string) => ReactElement) | undefined;
  const render = () => <RouteBaseValue base={base}>{server ? server(data, base) : spec.render(data)}</RouteBaseValue>;
  if (server && showsCartForms(personal)) return Buffer.from(renderToString(render()));
  return remember(`${name}\u0000${base}\u0000${JSON.stringify(data)}`, render);
}

/** A page hole (`name.args`): the page's arguments from the marker (rendered by this server into its own shell), the shopper's part from `personal`. */
function pageHoleHtml(marked: string, personal: PersonalData, base: string): Buffer {
  const dot = marked.indexOf('.');
  const spec = PAGE_HOLES.get(marked.slice(0, dot));
  if (!spec) return EMPTY;
  const data = spec.select(personal);
  try {
    return remember(`${marked}\u0000${base}\u0000${JSON.stringify(data)}`, () => {
      const args: unknown = JSON.parse(argsText(marked.slice(dot + 1)));
      return <RouteBaseValue base={base}>{spec.render(data, args)}</RouteBaseValue>;
    });
  } catch {
    return EMPTY; // a marker this server did not write: nothing rather than a broken page
  }
}

const jsonOf = new WeakMap<PersonalData, string>();

function personalJson(personal: PersonalData): string {
  let json = jsonOf.get(personal);
  if (json === undefined) jsonOf.set(personal, (json = scriptSafeJson(personal)));
  return json;
}

/** The holes of one response: this shopper's data, the locale's base ('' or '/en-au'). */
export function holeFillFor(personal: PersonalData, base: string): HoleFill {
  return (name) => {
    if (isHoleName(name)) return holeHtml(name, personal, base);
    return name.includes('.') ? pageHoleHtml(name, personal, base) : EMPTY;
  };
}

/**
 * A page hole's arguments in its include's URL: the JSON deflated, base64url, after a `z` (a product
 * page's pick-up view is about 6 KB percent-encoded, 1 KB so; the edge scans and hashes the URL on
 * every include). A name as the page wrote it (`%7B…`) is read too.
 */
const COMPRESSED = 'z';
const MAX_ARGS_BYTES = 64 * 1024;
const compressedArgs = (encoded: string): string => COMPRESSED + deflateRawSync(decodeURIComponent(encoded)).toString('base64url');
function argsText(written: string): string {
  if (!written.startsWith(COMPRESSED)) return decodeURIComponent(written);
  return inflateRawSync(Buffer.from(written.slice(COMPRESSED.length), 'base64url'), { maxOutputLength: MAX_ARGS_BYTES }).toString('utf8');
}

/** The include's URL for a hole of a page under `base` (a page hole's arguments compressed). */
export function esiHoleSrc(name: string, base: string): string {
  const dot = name.indexOf('.');
  const written = dot === -1 ? name : `${name.slice(0, dot + 1)}${compressedArgs(name.slice(dot + 1))}`;
  return `${ESI_HOLE_PATH}?name=${encodeURIComponent(written)}&base=${encodeURIComponent(base)}`;
}

/** A shell for an ESI edge: every hole is an `<esi:include>` of its fragment. */
export const esiHoleMarker =
  (base: string): HoleMarker =>
  (name) =>
    createElement('esi:include', { src: esiHoleSrc(name, base) });

/** A page rendered for its shopper: each hole's HTML exactly as its fragment would be (the drawer's contents and data block included). */
export const inlineHoleMarker =
  (personal: PersonalData, base: string): HoleMarker =>
  (name) => {
    if (!isHoleName(name) || !ON_THE_SERVER[name]) return undefined;
    const server = ON_THE_SERVER[name] as (data: unknown, base: string) => ReactElement;
    return server((PERSONAL_HOLES[name] as HoleSpec<unknown>).select(personal), base);
  };
