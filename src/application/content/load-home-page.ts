import { inject, injectable } from 'tsyringe';
import { carouselLink } from '../../domain/product-page';
import type { HomeBanner, ListingFilter, SeoFields } from './content';
import type { ContentSource } from '../ports';
import { TOKENS } from '../tokens';

export interface HomeBannerModule extends Omit<HomeBanner, 'link'> {
  /** Null when editors left the link empty: the banner is then not a link. */
  link: string | null;
}

export interface HomeCarouselModule {
  title: string;
  /** Category handle whose products the carousel shows, or null. */
  collection: string | null;
  filter: ListingFilter | null;
  /** Where 'View all' goes; null when there is nowhere to go. */
  link: string | null;
}

export interface HomePage {
  seo: SeoFields;
  banners: HomeBannerModule[];
  carousels: HomeCarouselModule[];
  promoBanner: HomeBannerModule | null;
}

/** Home page modules as editors arranged them; links are used only when they are non-empty. */
@injectable()
export class LoadHomePage {
  constructor(@inject(TOKENS.ContentSource) private readonly content: ContentSource) {}

  async execute({ preview }: { preview: boolean }): Promise<HomePage> {
    const home = await this.content.homePage({ preview });
    const banner = (b: HomeBanner): HomeBannerModule => ({ ...b, link: carouselLink(b.link) });
    return {
      seo: home.seo,
      banners: home.banners.map(banner),
      carousels: home.carousels.map((carousel) => {
        const collection = carouselLink(carousel.collection);
        return { title: carousel.title, collection, filter: carousel.filter, link: collection && viewAllLink(collection, carousel.filter) };
      }),
      promoBanner: home.promoBanner && banner(home.promoBanner),
    };
  }
}

// A flagged carousel names its listing page ('new-arrivals' is /pages/new-arrivals, with the same
// flag); a plain one names a category.
const viewAllLink = (collection: string, filter: ListingFilter | null) =>
  filter && Object.keys(filter).length > 0 ? `/pages/${collection}` : `/collections/${collection}`;
