// Loaded on first use of a 'Compare' toggle (issue 19), or on a page with a toggle once a list is
// chosen: the tray, mounted once in a root of its own at the end of the page (it stays while the
// shopper moves between pages; its links go through the router like every RouteLink).
import { createRoot, type Root } from 'react-dom/client';
import { toggleCompare as toggle } from './compare-changes';
import type { CompareItem } from './compare-item';
import { CompareTray } from './compare-tray';

let root: Root | null = null;

export function showTray(base: string): void {
  if (root) return;
  const host = document.createElement('div');
  host.id = 'compare-tray-root';
  document.body.append(host);
  root = createRoot(host);
  root.render(<CompareTray base={base} />);
}

export function toggleCompare(item: CompareItem, base: string): void {
  showTray(base);
  toggle(item);
}
