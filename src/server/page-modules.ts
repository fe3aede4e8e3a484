// The build's asset manifest (dist/public/assets/manifest.json, written by esbuild.config.mjs): the
// entry script, the stylesheet, and the chunks each page module needs. A rendered page names its
// page's chunks in the head (modulepreload), so the browser fetches them beside the entry script
// instead of after it has run (the entry imports the page, which imports its shared chunks: two
// round trips more before hydration can start).
import { z } from 'zod';
import type { Assets } from '../ui/app-context';
import { PAGE_ROUTES } from '../ui/routes';

const assetPath = z.string().regex(/^\/assets\/[\w./-]+$/);

const Manifest = z.object({
  entry: assetPath,
  styles: z.array(assetPath),
  routes: z.record(z.string(), z.array(assetPath)),
});

export interface BuiltAssets {
  assets: Assets;
  /** Per route id, the chunks its page needs beyond the entry, its own first. */
  pageModules: ReadonlyMap<string, readonly string[]>;
}

export function builtAssetsFrom(manifestJson: unknown): BuiltAssets {
  const manifest = Manifest.parse(manifestJson);
  const pageModules = new Map<string, readonly string[]>();
  for (const route of PAGE_ROUTES) {
    const chunks = manifest.routes[route.page];
    if (!chunks) throw new Error(`asset manifest: no chunks for the page module ${route.page}`);
    pageModules.set(route.id, chunks.filter((chunk) => chunk !== manifest.entry));
  }
  return { assets: { entry: manifest.entry, styles: manifest.styles }, pageModules };
}

/** The chunks of the pages a render matched (by route id), each once. */
export function modulesOfMatches(pageModules: ReadonlyMap<string, readonly string[]>, routeIds: readonly string[]): string[] {
  return [...new Set(routeIds.flatMap((id) => pageModules.get(id) ?? []))];
}
