import { useEffect } from 'react';

const SHORTCUT_KEYS = new Set(['s', '/']);

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/** 's' and '/' focus search, unless the shopper is typing somewhere or holds a modifier key. */
export function useSearchShortcuts(focusSearch: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!SHORTCUT_KEYS.has(event.key) || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      focusSearch();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [focusSearch]);
}
