// Changes to the browser's compare list from the page: the domain's rules over the cookie's list,
// the tray's titles remembered beside it, and a line for the live region.
import { MAX_COMPARED, replaceCompared, toggleCompared } from '../../domain/compare/compare-list';
import { comparedHandles, writeComparedHandles } from './compare-cookie';
import type { CompareItem } from './compare-item';
import { rememberItems } from './compare-items';
import { trayState } from './tray-state';

/** 'Compare' pressed: in or out of the list; a 5th product asks which one it should replace. */
export function toggleCompare(item: CompareItem): void {
  const { list, outcome } = toggleCompared(comparedHandles(), item.handle);
  if (outcome === 'full') {
    trayState.ask(item);
    return;
  }
  rememberItems([item], list);
  writeComparedHandles(list);
  trayState.announce(outcome === 'added' ? `${item.title} added to Compare (${list.length} of ${MAX_COMPARED})` : `${item.title} removed from Compare`);
}

export function replaceWith(leaving: string, joining: CompareItem): void {
  const list = replaceCompared(comparedHandles(), leaving, joining.handle);
  rememberItems([joining], list);
  writeComparedHandles(list);
  trayState.announce(`${joining.title} added to Compare`);
}

/** Products removed from the tray, or dropped because the shop no longer has them. */
export function removeCompared(handles: readonly string[], message: string): void {
  const list = comparedHandles().filter((h) => !handles.includes(h));
  rememberItems([], list);
  writeComparedHandles(list);
  trayState.announce(message);
}
