import { useLoaderData } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { ShopSection } from '../search/shop-section';
import type { ListingView } from '../search/view-models';

export default function SearchPage() {
  const listing = useLoaderData() as ListingView;
  return (
    <>
      <PageMeta title={listing.seoTitle} description={listing.description} />
      <ShopSection listing={listing} />
    </>
  );
}
