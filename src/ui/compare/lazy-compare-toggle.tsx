// The 'Compare' toggle as cards and product pages place it. Cards are part of every page's first
// load, so in the browser the toggle's code (with the tray it brings) arrives with the compare
// page's chunk after hydration: until then the server's HTML stays in place (a working no-JS form),
// and on pages the browser renders itself the toggle's room is kept. The server hands over the
// toggle itself (renderCompareToggleWith), so its HTML is complete in the first byte.
import { lazy, Suspense, type ComponentType } from 'react';
import type { CompareItem } from './compare-item';

interface ToggleProps {
  item: CompareItem;
  className?: string;
}

const InBrowser = lazy(() => import('../pages/compare-page').then((module) => ({ default: module.CompareToggle })));
let rendered: ComponentType<ToggleProps> | null = null;

/** Called once by the server: the toggle it renders directly. */
export function renderCompareToggleWith(toggle: ComponentType<ToggleProps>): void {
  rendered = toggle;
}

export function LazyCompareToggle(props: ToggleProps) {
  const Toggle = rendered ?? InBrowser;
  return (
    <Suspense fallback={<div className="compare-toggle compare-toggle--pending" />}>
      <Toggle {...props} />
    </Suspense>
  );
}
