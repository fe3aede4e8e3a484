// Remembers the shared shell data documents refer to (src/ui/shared-root-data.ts), by the hash of
// its JSON: the URL names one version that never changes, so it is served immutable. A bounded
// number of versions is kept (one per locale and content version in practice); a version this copy
// of the shop does not hold (another copy rendered the page, or it was restarted) is rebuilt from
// the locale's root data when the content still hashes the same.
import { createHash } from 'node:crypto';
import type { LocaleKey } from '../../domain/locale';
import { sharedDataHref, splitRootData, type PersonalRootData, type SharedRootData } from '../../ui/shared-root-data';
import type { RootData } from '../../ui/view-models';

const MAX_VERSIONS = 32;

export const hashOf = (json: string): string => createHash('sha256').update(json).digest('hex').slice(0, 16);

export class SharedRootStore {
  private readonly versions = new Map<string, string>();

  constructor(private readonly maxVersions = MAX_VERSIONS) {}

  /** Keeps the shared part of a page's root data; the rest and the URL naming the shared part. */
  share(root: RootData, locale: LocaleKey): { rest: PersonalRootData; href: string } {
    const { shared, rest } = splitRootData(root);
    return { rest, href: sharedDataHref(locale, this.remember(locale, shared)) };
  }

  /** The JSON of one version, when held. */
  json(locale: LocaleKey, hash: string): string | undefined {
    const key = `${locale}/${hash}`;
    const json = this.versions.get(key);
    if (json !== undefined) {
      // Most recently used last: the oldest version goes first when the store is full.
      this.versions.delete(key);
      this.versions.set(key, json);
    }
    return json;
  }

  /** Stores a version and returns its hash. */
  remember(locale: LocaleKey, shared: SharedRootData): string {
    const json = JSON.stringify(shared);
    const hash = hashOf(json);
    const key = `${locale}/${hash}`;
    if (!this.versions.has(key)) {
      this.versions.set(key, json);
      if (this.versions.size > this.maxVersions) this.versions.delete(this.versions.keys().next().value as string);
    }
    return hash;
  }
}
