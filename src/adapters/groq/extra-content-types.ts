// The content types of issue 7 now live in the application core (src/application/content.ts);
// re-exported here so the adapters and their tests keep their imports.
export type {
  CategoryContent,
  HomeCarouselContent,
  HomeContent,
  ListingFilter,
  SeoFields,
  StoreContent,
} from '../../application/content/content';
