// The 'Compare' toggle as cards and product pages place it. Cards are part of every page's first
// load, so the toggle's code (with the tray it brings) is a lazy part that arrives with the compare
// page's chunk after hydration: until then the server's HTML stays in place (a working no-JS form),
// and on pages the browser renders itself the toggle's room is kept. The server loads the part when
// it starts and renders it in place (lazy-part.ts).
import { Suspense } from 'react';
import { lazyPart } from '../components/lazy-part';
import type { CompareItem } from './compare-item';

interface ToggleProps {
  item: CompareItem;
  className?: string;
}

const Toggle = lazyPart<ToggleProps>(() => import('../pages/compare-page').then((module) => ({ default: module.CompareToggle })));

export function LazyCompareToggle(props: ToggleProps) {
  return (
    <Suspense fallback={<div className="compare-toggle compare-toggle--pending" />}>
      <Toggle.Component {...props} />
    </Suspense>
  );
}
