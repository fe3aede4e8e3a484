// How much JSON a page carries for hydration beside its markup: the router payload script plus the
// deferred values streamed after it. The shell's shared data (layout, category tree, locales, footer
// stores) is a content-hashed JSON file a browser fetches once and keeps; it is printed beside the
// pages, not counted per page. Target (issue 18): at most half of what home, a collection and a
// product carried before (figures measured on this machine with the demo catalogue, 2026-11-24).
import { check, kib, table, verdict } from './support/report';
import { startStorefront } from './support/storefront-process';

/** Hydration JSON per page type before issue 18 (bytes): router payload plus deferred scripts, `npm run bench -- hydration-json`. */
const BEFORE: Record<string, number> = { home: 61_395, collection: 45_159, product: 36_566 };
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'collection', path: '/collections/guitar-bass' },
  { name: 'product', path: '/products/kala-deluxe-nb-880-ukulele' },
] as const;

const PAYLOAD = /<script id="__router_payload"[^>]*>([\s\S]*?)<\/script>/;
/** Deferred values stream as JSON data blocks, one per field (src/ui/deferred-data.ts). */
const DEFERRED_SCRIPT = /<script type="application\/json" data-deferred="[^"]*">([\s\S]*?)<\/script>/g;
const SHARED_LINK = /<link rel="preload" href="([^"]+)" as="fetch"/;

const server = await startStorefront();
const rows: string[][] = [];
const shared = new Map<string, number>();
try {
  for (const page of PAGES) {
    const response = await fetch(`${server.origin}${page.path}`);
    const html = await response.text();
    check(response.ok, `${page.name}: ${page.path} answered ${response.status}`);
    const payload = PAYLOAD.exec(html)?.[1] ?? '';
    const deferred = [...html.matchAll(DEFERRED_SCRIPT)].reduce((sum, m) => sum + (m[1]?.length ?? 0), 0);
    const json = payload.length + deferred;
    const sharedHref = SHARED_LINK.exec(html)?.[1];
    if (sharedHref && !shared.has(sharedHref)) shared.set(sharedHref, (await (await fetch(`${server.origin}${sharedHref}`)).text()).length);
    const before = BEFORE[page.name] ?? 0;
    rows.push([page.name, String(html.length), String(payload.length), String(deferred), String(json), String(before), `${((json / before) * 100).toFixed(0)}%`]);
    check(payload.length > 0, `${page.name}: no router payload found`);
    check(json <= before / 2, `${page.name}: ${json} bytes of hydration JSON, over half of the ${before} before (${Math.floor(before / 2)})`);
  }
} finally {
  await server.stop();
}
console.log('hydration JSON per page (bytes, uncompressed)\n');
console.log(table(['page', 'document', 'payload', 'deferred', 'JSON', 'before', 'of before'], rows));
console.log(`\nshared shell data, fetched once per client and cached (immutable): ${[...shared].map(([href, bytes]) => `${href} ${kib(bytes)}`).join(', ') || 'none'}`);
verdict();
