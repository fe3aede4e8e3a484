// The spec's SEO limits warn and never block (section 5): each page's SEO input is checked on the
// server as its loader reads it, and every warning ('Error in SEO input: ...') is logged with the
// request's id so an editor's over-long title can be traced to its page.
import type { LoaderFunctionArgs } from 'react-router';
import { validateSeo, type SeoInput } from '../../domain/seo';
import { requestServices } from '../ssr/request-services';

type CheckedSeo = Pick<SeoInput, 'title' | 'description' | 'url' | 'handle'>;

export function logSeoWarnings(args: LoaderFunctionArgs, input: CheckedSeo): void {
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));
  const warnings = validateSeo(defined);
  if (warnings.length === 0) return;
  const { log } = args.context.get(requestServices);
  const path = new URL(args.request.url).pathname;
  for (const warning of warnings) log.warn({ path }, warning);
}
