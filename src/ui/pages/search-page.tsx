import { useLoaderData } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { ShopSection } from '../search/shop-section';
import type { ListingView } from '../search/view-models';
import { listingJsonLd, siteUrl } from '../seo/structured-data';
import { useRootData } from '../use-root-data';

/** Search results: canonical to the term alone (refinements, sort and paging are views of it). */
export default function SearchPage() {
  const listing = useLoaderData() as ListingView;
  const root = useRootData();
  const term = listing.state.query;
  const canonical = root ? siteUrl(root, '/search') + (term ? `?${new URLSearchParams({ 'search[query]': term })}` : '') : undefined;
  return (
    <>
      <PageMeta title={listing.seoTitle} description={listing.description} {...(canonical ? { canonical } : {})} jsonLd={root ? [listingJsonLd(root, listing.cards)] : []} />
      <ShopSection listing={listing} />
    </>
  );
}
