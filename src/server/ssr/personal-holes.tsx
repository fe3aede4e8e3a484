// Renders a response's personal holes (src/ui/personal/holes.tsx) for the page cache to fill into
// the shared shell. Each hole is rendered on its own with renderToString, under the locale's base for
// its links; a hole's HTML depends only on its data and the base, so it is remembered by them (a
// header count takes few values) and most responses only join strings.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { scriptSafeJson } from '../../ui/app-context';
import { CartDrawerStatic } from '../../ui/cart/cart-drawer-static';
import { STORE_PICKUP_HOLE } from '../../ui/collect/pickup-hole';
import { RouteBaseValue } from '../../ui/components/route-link';
import { PERSONAL_HOLES, type HoleName, type HoleSpec } from '../../ui/personal/holes';
import type { PageHoleSpec } from '../../ui/personal/page-hole';
import { PERSONAL_DATA_HOLE, PERSONAL_DATA_ID, type PersonalData } from '../../ui/personal/personal-data';
import type { HoleFill } from '../http/hole-filler';

const MAX_REMEMBERED = 2_000;
const remembered = new Map<string, Buffer>();

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
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
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

/** The script that carries `personal` to the browser, as React renders PersonalDataScript. */
export function personalDataScript(personal: PersonalData, nonce: string): string {
  let json = jsonOf.get(personal);
  if (json === undefined) jsonOf.set(personal, (json = scriptSafeJson(personal)));
  return `<script id="${PERSONAL_DATA_ID}" type="application/json" nonce="${nonce}">${json}</script>`;
}

/** The holes of one response: this shopper's data, the locale's base ('' or '/en-au'), the response's nonce. */
export function holeFillFor(personal: PersonalData, base: string, nonce: string): HoleFill {
  return (name) => {
    if (name === PERSONAL_DATA_HOLE) return personalDataScript(personal, nonce);
    if (isHoleName(name)) return holeHtml(name, personal, base);
    return name.includes('.') ? pageHoleHtml(name, personal, base) : EMPTY;
  };
}
