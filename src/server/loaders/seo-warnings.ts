// The spec's SEO limits warn and never block (section 5): each page's SEO input is checked on the
// server as its loader reads it, and each warning ('Error in SEO input: ...') is logged once per
// page type and warning for the life of the process, with the path of the first page that gave it,
// so an editor's over-long title can be traced to its page without one line per request (a search
// term is a shopper's, and every long one would otherwise log again).
import { LRUCache } from 'lru-cache';
import type { LoaderFunctionArgs } from 'react-router';
import { validateSeo, type SeoInput } from '../../domain/seo';
import { requestServices } from '../ssr/request-services';

type CheckedSeo = Pick<SeoInput, 'title' | 'description' | 'url' | 'handle'>;

/**
 * Page types that already logged a warning, with the warning ('search\u0000Error in SEO input: …').
 * Bounded: page types times warnings is small; the bound only guards against a surprise.
 */
const logged = new LRUCache<string, true>({ max: 1_000 });

export function logSeoWarnings(args: LoaderFunctionArgs, input: CheckedSeo, pageType: string): void {
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));
  const warnings = validateSeo(defined);
  if (warnings.length === 0) return;
  const { log } = args.context.get(requestServices);
  const path = new URL(args.request.url).pathname;
  for (const warning of warnings) {
    const key = `${pageType}\u0000${warning}`;
    if (logged.has(key)) continue;
    logged.set(key, true);
    log.warn({ path, pageType }, warning);
  }
}
