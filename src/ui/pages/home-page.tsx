import { useLoaderData } from '../router/hooks';
import { Link } from '../components/link';
import { Banner } from '../content/banner';
import { ProductCard } from '../components/product-card';
import { ProductGridSkeleton } from '../content/product-grid';
import type { CarouselView, HomePageView, HomeStoreView } from '../content/view-models';
import { Deferred } from '../components/deferred';
import { PageMeta } from '../components/page-meta';
import { Carousel } from '../layout/carousel';
import { ContentLink } from '../layout/content-link';
import { homeJsonLd } from '../seo/structured-data';
import { useRootData } from '../use-root-data';
import { RecentlyViewedSlot } from '../recent/recently-viewed-slot';
import { CATEGORY_PICTURE_SIZE, categoryPictureSrc } from '../content/category-picture';

/** The hero's one primary action, on every linked slide. */
const HERO_CALL_TO_ACTION = 'Shop now';

/** Home: hero banners (art and one call to action) and product carousels from content, the categories with a picture each, and the promo banner. */
export default function HomePage() {
  const home = useLoaderData() as HomePageView;
  const root = useRootData();
  return (
    <div className="home">
      <PageMeta title={home.seoTitle ?? undefined} description={home.description ?? undefined} jsonLd={root ? homeJsonLd(root) : []} />
      <h1 className="visually-hidden">{root?.layout.siteTitle}</h1>
      {home.banners.length > 0 ? (
        <Carousel label="Featured" className="hero-carousel">
          {home.banners.map((banner, index) => (
            <Banner key={banner.title} banner={banner} eager={index === 0} className="banner banner--hero" cta={HERO_CALL_TO_ACTION} />
          ))}
        </Carousel>
      ) : null}
      <section className="category-tiles" aria-labelledby="home-categories">
        <h2 id="home-categories">Shop by Category</h2>
        <ul>
          {(root?.categoryData ?? []).map((category) => (
            <li key={category.href}>
              <Link to={category.href} className="category-tile">
                <img className="category-tile__picture" src={categoryPictureSrc(category.href)} alt="" width={CATEGORY_PICTURE_SIZE} height={CATEGORY_PICTURE_SIZE} loading="lazy" decoding="async" />
                <span className="category-tile__name">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Deferred resolve={home.carousels} fallback={<ProductGridSkeleton count={4} />} errorElement={null}>
        {(carousels: CarouselView[]) => carousels.map((carousel, index) => <ProductCarousel key={carousel.title} carousel={carousel} eagerCards={index === 0 ? 2 : 0} />)}
      </Deferred>
      {home.stores.length > 0 ? <HomeStores stores={home.stores} /> : null}
      {home.promoBanner ? <Banner banner={home.promoBanner} className="banner banner--promo" /> : null}
      <RecentlyViewedSlot current={null} />
    </div>
  );
}

function ProductCarousel({ carousel, eagerCards }: { carousel: CarouselView; eagerCards: number }) {
  return (
    <section className="product-carousel">
      <header className="product-carousel__header">
        <h2>{carousel.title}</h2>
        {carousel.link ? <ContentLink href={carousel.link}>View all</ContentLink> : null}
      </header>
      <Carousel label={carousel.title} dormantSlides>
        {carousel.products.map((product, index) => (
          <ProductCard key={product.sku} card={product} eager={index < eagerCards} />
        ))}
      </Carousel>
    </section>
  );
}

/** The stores with their hours today, each a link to its page. */
function HomeStores({ stores }: { stores: HomeStoreView[] }) {
  return (
    <section className="home-stores" aria-labelledby="home-stores">
      <header className="home-stores__header">
        <h2 id="home-stores">Visit a Store</h2>
        <Link to="/pages/locations">All stores</Link>
      </header>
      <ul>
        {stores.map((store) => (
          <li key={store.href} className="home-stores__store">
            <Link to={store.href} className="home-stores__name">
              {store.name}
            </Link>
            <span className="home-stores__city">{store.city}</span>
            {store.todayHours ? <span className="home-stores__today">Today: {store.todayHours}</span> : null}
            {/* OpenNowBadge's markup, written out: importing store-parts cost home one more script on first load. */}
            {store.openNow === null ? null : <span className={`open-now open-now--${store.openNow ? 'open' : 'closed'}`}>{store.openNow ? 'Open now' : 'Closed now'}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
