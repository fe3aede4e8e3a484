import { useLoaderData } from '../router/hooks';
import { PageMeta } from '../components/page-meta';
import { ShopSection } from '../search/shop-section';
import type { ListingView } from '../search/view-models';
import { listingJsonLd, trailJsonLd } from '../seo/structured-data';
import { useRootData } from '../use-root-data';

export default function CollectionPage() {
  const listing = useLoaderData() as ListingView;
  const root = useRootData();
  return (
    <>
      <PageMeta title={listing.seoTitle} description={listing.description} jsonLd={root ? [trailJsonLd(root, listing.breadcrumbs), listingJsonLd(root, listing.cards)] : []} />
      <ShopSection listing={listing} />
    </>
  );
}
