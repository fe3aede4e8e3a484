import { useLoaderData } from '../router/hooks';
import { ProductGrid, ProductGridSkeleton } from '../content/product-grid';
import { BrandList } from '../content/brand-list';
import { StockEnquiryForm } from '../content/stock-enquiry-form';
import type { ContentPageView, ContentProductsView } from '../content/view-models';
import { Deferred } from '../components/deferred';
import { PageMeta } from '../components/page-meta';
import { RichTextView } from '../components/rich-text';
import { ShowMoreProducts } from '../search/show-more-products';
import { useRootData } from '../use-root-data';
import { scriptSafeJson } from '../app-context';
import { listingJsonLd, siteUrl } from '../seo/structured-data';
import { StorePictureIsland } from '../content/store-picture-island';
import { Link } from '../components/link';
import type { StoreSummaryView } from '../content/view-models';

/** The page that tells the shop's story ends with the main stores, drawn (issue 33: about had no picture). */
const ABOUT_US = 'about-us';

function MainStores({ stores, siteTitle }: { stores: readonly StoreSummaryView[]; siteTitle: string }) {
  return (
    <section className="content-page__stores" aria-labelledby="content-page-stores">
      <h2 id="content-page-stores">Visit us</h2>
      <ul>
        {stores.map((store) => (
          <li key={store.slug}>
            <Link to={store.href} className="content-page__store">
              <StorePictureIsland picture="front" siteTitle={siteTitle} storeName={store.name} slug={store.slug} />
              <strong>{store.name}</strong>
              <span>{store.address.join(', ')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /pages/{slug}: editors' rich text; listing-like pages add their products with 'Show more products'
 * (the listing's paging in the URL, category[page] and maxPage), stock enquiry its form.
 */
export default function ContentPage() {
  const page = useLoaderData() as ContentPageView;
  const root = useRootData();
  return (
    <article className="content-page">
      <PageMeta title={page.seoTitle} description={page.description} {...(root ? { canonical: siteUrl(root, page.canonicalPath) } : {})} />
      <h1>{page.title}</h1>
      <div className="rich-text">
        <RichTextView value={page.body} />
      </div>
      {page.slug === ABOUT_US && root && root.stores.length > 0 ? <MainStores stores={root.stores} siteTitle={root.layout.siteTitle} /> : null}
      {page.brands ? <BrandList brands={page.brands} /> : null}
      {page.stockEnquiry && root ? <StockEnquiryForm prefill={page.stockEnquiry} email={root.layout.support.email} /> : null}
      {page.products ? (
        <section className="content-page__listing" aria-labelledby="listing-heading">
          <h2 id="listing-heading" className="visually-hidden">
            {page.title} products
          </h2>
          <Deferred
            resolve={page.products}
            fallback={<ProductGridSkeleton />}
            errorElement={<p>Products could not be loaded. Please try again.</p>}
          >
            {(products: ContentProductsView) => (
              <>
                {root && products.cards.length > 0 ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(listingJsonLd(root, products.cards)) }} /> : null}
                <ProductGrid products={products.cards} label={page.title} />
                <ShowMoreProducts state={products.state} scope="category" totalHits={products.totalHits} pageSize={products.pageSize} />
              </>
            )}
          </Deferred>
        </section>
      ) : null}
    </article>
  );
}
