import { useLoaderData } from '../router/hooks';
import { PRIVATE_PAGE_ROBOTS } from '../../domain/seo';
import { PageMeta } from '../components/page-meta';
import { ShopSection } from '../search/shop-section';
import type { ListingView } from '../search/view-models';

/** Search results: a utility page, 'noindex,follow' (its links are followed, its results not indexed; docs/seo.md). */
export default function SearchPage() {
  const listing = useLoaderData() as ListingView;
  return (
    <>
      <PageMeta title={listing.seoTitle} description={listing.description} robots={PRIVATE_PAGE_ROBOTS} />
      <ShopSection listing={listing} />
    </>
  );
}
