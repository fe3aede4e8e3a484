import { useEffect, type RefObject } from 'react';

interface DismissOptions {
  /** Clicks inside this element (the trigger and its panel) keep the menu open. */
  inside: RefObject<HTMLElement | null>;
  /** Gets focus back when Escape closes the menu. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Off for accordions that only close on their own toggle. */
  clickOutside?: boolean;
}

/** While open: Escape closes and returns focus to the trigger; a click outside closes. */
export function useDismiss(open: boolean, close: () => void, { inside, returnFocusTo, clickOutside = true }: DismissOptions): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocusTo?.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && inside.current?.contains(target)) return;
      close();
    };
    document.addEventListener('keydown', onKey);
    if (clickOutside) document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, inside, returnFocusTo, clickOutside]);
}
