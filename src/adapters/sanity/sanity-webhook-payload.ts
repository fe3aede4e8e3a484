// What a Sanity content webhook says changed, reshaped into the pages to purge. The webhook is set up
// in Sanity's manage console (API → Webhooks) on create, update and delete of published documents,
// with the projection `{_id, _type, "slug": slug.current}` (README, "Purging the edge"). The schema's
// document types map to the pages that show them:
//
// | type       | shown on                                   | purges                   |
// | ---------- | ------------------------------------------ | ------------------------ |
// | `settings` | every page (menus, footer, promotions)     | `content`                |
// | `store`    | every page (the footer's stores), stores   | `content`                |
// | `home`     | the home page of every market              | `content:home`           |
// | `page`     | its page (`/pages/{slug}`, /showtime-sale) | `content:{slug}`         |
// | `category` | its collection (title, banner, SEO)        | `collection:{slug}`      |
//
// Drafts (`drafts.` ids) show in preview only, which is never kept at the edge: they purge nothing.
import { z } from 'zod';
import type { PageChange } from '../../application/edge/purge-changed-pages';

export const sanityWebhookPayload = z.object({
  _id: z.string().min(1).max(200),
  _type: z.string().min(1).max(100),
  slug: z.string().max(200).nullish(),
});

export type SanityWebhookPayload = z.infer<typeof sanityWebhookPayload>;

/** The pages a published document's change makes stale; null for a type no page shows (or a draft). */
export function pageChangeOfContent(document: SanityWebhookPayload): PageChange | null {
  if (document._id.startsWith('drafts.') || document._id.startsWith('versions.')) return null;
  const slug = document.slug?.trim();
  switch (document._type) {
    case 'settings':
    case 'store':
      return { variantIds: [], contentSlugs: ['*'] };
    case 'home':
      return { variantIds: [], contentSlugs: ['home'] };
    case 'page':
      return slug ? { variantIds: [], contentSlugs: [slug] } : null;
    case 'category':
      return slug ? { variantIds: [], collectionHandles: [slug] } : null;
    default:
      return null;
  }
}
