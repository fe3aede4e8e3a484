// Remembers the shared shell data documents refer to (src/ui/shared-root-data.ts), by the hash of
// its JSON: the URL names one version that never changes, so it is served immutable. A bounded
// number of versions is kept (one per locale and content version in practice); a version this copy
// of the shop does not hold (another copy rendered the page, or it was restarted) is rebuilt from
// the locale's root data when the content still hashes the same.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { LocaleKey } from '../../domain/locale';
import { sharedDataHref, splitRootData, type PersonalRootData, type SharedRootData } from '../../ui/shared-root-data';
import type { RootData } from '../../ui/view-models';

const MAX_VERSIONS = 32;

export const hashOf = (json: string): string => createHash('sha256').update(json).digest('hex').slice(0, 16);

export class SharedRootStore {
  /** The least recently used version goes first when the store is full. */
  private readonly versions: LRUCache<string, string>;
  /** Hashes by JSON: every page of a version asks again, with the same JSON. */
  private readonly hashes: LRUCache<string, string>;

  constructor(maxVersions = MAX_VERSIONS) {
    this.versions = new LRUCache({ max: maxVersions });
    this.hashes = new LRUCache({ max: maxVersions });
  }

  /** Keeps the shared part of a page's root data; the rest and the URL naming the shared part. */
  share(root: RootData, locale: LocaleKey): { rest: PersonalRootData; href: string } {
    const { shared, rest } = splitRootData(root);
    return { rest, href: sharedDataHref(locale, this.remember(locale, shared)) };
  }

  /** The JSON of one version, when held. */
  json(locale: LocaleKey, hash: string): string | undefined {
    return this.versions.get(`${locale}/${hash}`);
  }

  /** Stores a version and returns its hash. */
  remember(locale: LocaleKey, shared: SharedRootData): string {
    const json = sharedJson(shared);
    let hash = this.hashes.get(json);
    if (hash === undefined) {
      hash = hashOf(json);
      this.hashes.set(json, hash);
    }
    const key = `${locale}/${hash}`;
    if (!this.versions.has(key)) this.versions.set(key, json);
    return hash;
  }
}

/** The JSON of each object part, by identity (the layout and the category menu are handed out once per content version). */
const jsonOfPart = new WeakMap<object, string>();

function partJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  let json = jsonOfPart.get(value);
  if (json === undefined) jsonOfPart.set(value, (json = JSON.stringify(value)));
  return json;
}

/**
 * JSON.stringify(shared), without stringifying again the parts a page shares by identity with the
 * pages before it (every page stringified the whole 22 KB and hashed it: 3% of a render).
 */
export function sharedJson(shared: SharedRootData): string {
  const { layout, categoryData, locales, stores } = shared;
  if (Object.keys(shared).length !== 4 || [layout, categoryData, locales, stores].some((part) => part === undefined)) return JSON.stringify(shared);
  // Locales and stores are built per request (small); layout and menu are the same objects.
  return `{"layout":${partJson(layout)},"categoryData":${partJson(categoryData)},"locales":${JSON.stringify(locales)},"stores":${JSON.stringify(stores)}}`;
}
