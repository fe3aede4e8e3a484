import { useLoaderData, useLocation } from '../router/hooks';
import { canonicalQuery } from '../../domain/seo';
import { PageMeta } from '../components/page-meta';
import { ShopSection } from '../search/shop-section';
import type { ListingView } from '../search/view-models';
import { listingJsonLd, siteUrl } from '../seo/structured-data';
import { useRootData } from '../use-root-data';

/** Search results: canonical to the term alone (refinements, sort and paging are views of it). */
export default function SearchPage() {
  const listing = useLoaderData() as ListingView;
  const root = useRootData();
  const { search } = useLocation();
  const canonical = root ? siteUrl(root, '/search') + canonicalQuery('/search', search) : undefined;
  return (
    <>
      <PageMeta title={listing.seoTitle} description={listing.description} {...(canonical ? { canonical } : {})} jsonLd={root ? [listingJsonLd(root, listing.cards)] : []} />
      <ShopSection listing={listing} />
    </>
  );
}
