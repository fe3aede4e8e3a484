// Where a page shows its recently viewed row. The row lives in the browser only (local storage), so
// nothing is rendered on the server and the row's code loads after hydration, on the pages that
// show it: a page's first script is unchanged.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { ViewedProduct } from '../../domain/recently-viewed';
import { recordViewed } from './viewed-storage';

const RecentlyViewed = lazy(() => import('./recently-viewed'));

/** `current`: the product on screen (recorded as viewed at once, left out of the row); null on home. */
export function RecentlyViewedSlot({ current }: { current: ViewedProduct | null }) {
  const [mounted, setMounted] = useState(false);
  const handle = current?.handle ?? null;
  const productId = current?.productId ?? null;
  useEffect(() => {
    if (handle && productId) recordViewed({ productId, handle });
    // In a transition: the row's render (it reads local storage) may yield, not block a task after hydration.
    startTransition(() => setMounted(true));
  }, [handle, productId]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewed current={current} />
    </Suspense>
  );
}
