// From a parsed query answer to the application's content types. Both content adapters call
// these after their transport, so Sanity and groq-js answers take the very same path.
import type { z } from 'zod';
import type { ContentPage, LayoutSettings } from '../../application/content/content';
import { ContentSourceError } from './content-source-error';
import {
  categoryContentSchema,
  homeSchema,
  layoutSchema,
  listingFilterSchema,
  pageSchema,
  pageSlugSchema,
  storeSchema,
  type SeoAnswer,
} from './content-schemas';
import type { CategoryContent, HomeContent, ListingFilter, SeoFields, StoreContent } from './extra-content-types';

export function decodeLayout(answer: unknown): LayoutSettings {
  if (answer === null) throw new ContentSourceError('content_malformed', 'layout: the siteSettings document is missing');
  return decode(layoutSchema, answer, 'layout');
}

export function decodePage(answer: unknown): ContentPage | null {
  if (answer === null) return null;
  const page = decode(pageSchema, answer, 'page');
  return { slug: page.slug, title: page.title, seo: seoFields(page.seo), body: page.body, listing: page.listing && listingFilter(page.listing) };
}

export function decodeHome(answer: unknown): HomeContent {
  if (answer === null) return { seo: {}, banners: [], carousels: [], promoBanner: null };
  const home = decode(homeSchema, answer, 'home');
  return {
    seo: seoFields(home.seo),
    banners: home.banners,
    carousels: home.carousels.map((carousel) => ({ ...carousel, filter: carousel.filter && listingFilter(carousel.filter) })),
    promoBanner: home.promoBanner,
  };
}

export function decodeStore(answer: unknown): StoreContent | null {
  return answer === null ? null : decode(storeSchema, answer, 'store');
}

export function decodeStores(answer: unknown): StoreContent[] {
  return decodeList(answer, 'stores', decodeStore);
}

export function decodeCategory(answer: unknown): CategoryContent | null {
  if (answer === null) return null;
  const category = decode(categoryContentSchema, answer, 'category');
  return { ...category, seo: seoFields(category.seo) };
}

export function decodeCategories(answer: unknown): CategoryContent[] {
  return decodeList(answer, 'categories', decodeCategory);
}

export function decodePageSlugs(answer: unknown): string[] {
  return decodeList(answer, 'page slugs', (item) => decode(pageSlugSchema, item, 'page slug'));
}

function decodeList<T>(answer: unknown, what: string, decodeOne: (item: unknown) => T | null): T[] {
  if (!Array.isArray(answer)) throw new ContentSourceError('content_malformed', `${what}: expected a list`);
  return answer.map(decodeOne).filter((item): item is T => item !== null);
}

function decode<S extends z.ZodType>(schema: S, answer: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : '(root)';
  throw new ContentSourceError('content_malformed', `${what}: ${where} ${issue?.message ?? 'is invalid'}`, { cause: parsed.error });
}

/** Null and empty SEO fields are dropped, so the shell falls back to the layout's defaults. */
function seoFields(seo: SeoAnswer): SeoFields {
  const fields: SeoFields = {};
  if (seo?.title) fields.title = seo.title;
  if (seo?.description) fields.description = seo.description;
  return fields;
}

/** Only flags that are switched on are kept: `{ onSale: true }`, never `{ onSale: false, ... }`. */
function listingFilter(filter: z.infer<typeof listingFilterSchema>): ListingFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, on]) => on === true)) as ListingFilter;
}
