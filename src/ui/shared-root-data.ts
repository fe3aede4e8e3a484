// The shell's data that is the same on every page of a locale (the layout settings, the category
// tree of the menus, the locales and the footer's stores): about 22 KB of JSON a document would
// otherwise carry in every hydration payload. Documents name it by a content-hashed URL instead;
// the browser fetches it once (it is immutable) and the router hydrates from both.
import type { LocaleKey } from '../domain/locale';
import { DATA_PREFIX } from './data-routes';
import type { RootData } from './view-models';

export const SHARED_DATA_PREFIX = '/_shared';

const SHARED_KEYS = ['layout', 'categoryData', 'locales', 'stores'] as const;

export type SharedRootData = Pick<RootData, (typeof SHARED_KEYS)[number]>;
export type PersonalRootData = Omit<RootData, (typeof SHARED_KEYS)[number]>;

/** The root data in its shared part and the rest (what differs per shopper or per request). */
export function splitRootData(root: RootData): { shared: SharedRootData; rest: PersonalRootData } {
  const { layout, categoryData, locales, stores, ...rest } = root;
  return { shared: { layout, categoryData, locales, stores }, rest };
}

/** '/_shared/en-au/0123456789abcdef.json'. */
export const sharedDataHref = (locale: LocaleKey, hash: string): string => `${SHARED_DATA_PREFIX}/${locale}/${hash}.json`;

const isShared = (value: unknown): value is SharedRootData =>
  typeof value === 'object' && value !== null && SHARED_KEYS.every((key) => key in value);

/**
 * The shared part for hydration: the hashed file (from the browser's cache after the first page,
 * already on its way thanks to the document's preload), or, should that fail (a copy of the shop
 * that no longer knows the version), the locale's root data from the data route.
 */
export async function fetchSharedRootData(href: string, basename: string): Promise<SharedRootData> {
  const first = await fetch(href, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
  if (isShared(first)) return first;
  const response = await fetch(`${DATA_PREFIX}${basename || '/'}?_route=root`, { headers: { accept: 'application/json' } });
  const root = (await response.json()) as unknown;
  if (!response.ok || !isShared(root)) throw new Error(`shared shell data unavailable (${response.status})`);
  return splitRootData(root as RootData).shared;
}
