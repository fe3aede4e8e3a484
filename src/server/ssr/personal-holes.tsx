// Renders a response's personal holes (src/ui/personal/holes.tsx) for the page cache to fill into
// the shared shell. Each hole is rendered on its own with renderToString, under the locale's base for
// its links; a hole's HTML depends only on its data and the base, so it is remembered by them (a
// header count takes few values) and most responses only join strings.
import { renderToString } from 'react-dom/server';
import { scriptSafeJson } from '../../ui/app-context';
import { RouteBaseValue } from '../../ui/components/route-link';
import { PERSONAL_HOLES, type HoleName, type HoleSpec } from '../../ui/personal/holes';
import { PERSONAL_DATA_HOLE, PERSONAL_DATA_ID, type PersonalData } from '../../ui/personal/personal-data';
import type { HoleFill } from '../http/hole-filler';

const MAX_REMEMBERED = 2_000;
const remembered = new Map<string, Buffer>();

const EMPTY = Buffer.alloc(0);

const isHoleName = (name: string): name is HoleName => Object.hasOwn(PERSONAL_HOLES, name);

function holeHtml(name: HoleName, personal: PersonalData, base: string): Buffer {
  const spec = PERSONAL_HOLES[name] as HoleSpec<unknown>;
  const data = spec.select(personal);
  const key = `${name}\u0000${base}\u0000${JSON.stringify(data)}`;
  let html = remembered.get(key);
  if (html === undefined) {
    html = Buffer.from(renderToString(<RouteBaseValue base={base}>{spec.render(data)}</RouteBaseValue>));
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(key, html);
  }
  return html;
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
    return isHoleName(name) ? holeHtml(name, personal, base) : EMPTY;
  };
}
