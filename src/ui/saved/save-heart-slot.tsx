// Where a card or the product page shows its heart. The heart is its own chunk (lazyPart): the
// server renders it in place, and the browser hydrates it once the chunk arrives (the form works
// before that, without JavaScript), so a page's first script carries only this slot.
import { Suspense } from 'react';
import { lazyPart } from '../components/lazy-part';

const Heart = lazyPart(() => import('./save-heart'));

export function SaveHeartSlot(props: { handle: string; title: string; className?: string }) {
  return (
    <Suspense fallback={null}>
      <Heart.Component {...props} />
    </Suspense>
  );
}
