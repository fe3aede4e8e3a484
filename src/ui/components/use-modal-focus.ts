// The WAI-ARIA dialog pattern's keyboard part, for every dialog of the shop (mobile menu, search
// popups, cart drawer, lightbox, Afterpay popup, consent): while open, focus moves in, Tab and
// Shift+Tab cycle inside, Escape closes, and on closing focus returns to the control that opened it.
// Dialogs open over one another (the cart drawer over the search popup): only the last one opened
// keeps focus and answers Escape.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [tabindex]';

/** The elements Tab reaches inside the container, in document order (shown, not inert, tabindex ≥ 0). */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[inert]'));
}

export interface ModalFocusOptions {
  /** Escape was pressed: close the dialog (focus returns when it has closed). */
  onEscape: () => void;
  /** Where focus goes on opening; the first element Tab reaches (or the dialog itself) when it answers null. */
  initialFocus?: () => HTMLElement | null;
  /** Gets focus back on closing; by default the element that had focus when the dialog opened (none: the page's body keeps it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Gives focus back in a way of its own (a field that opens its dialog on focus must know it is focus coming back). */
  restoreFocus?: (target: HTMLElement) => void;
}

/** The open modal dialogs, the last opened last. */
const stack: object[] = [];

export function useModalFocus(open: boolean, dialog: RefObject<HTMLElement | null>, options: ModalFocusOptions): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!open) return;
    const self = {};
    stack.push(self);
    const onTop = () => stack.at(-1) === self;
    const opener = latest.current.returnFocusTo?.current ?? (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);
    const moveIn = (last = false) => {
      const container = dialog.current;
      if (!container) return;
      const tabbable = tabbableIn(container);
      const target = (last ? tabbable.at(-1) : (latest.current.initialFocus?.() ?? tabbable[0])) ?? container;
      if (target === container && container.tabIndex < 0 && !container.hasAttribute('tabindex')) container.tabIndex = -1;
      target.focus({ preventScroll: true });
    };
    if (!dialog.current?.contains(document.activeElement)) moveIn();

    const onKey = (event: KeyboardEvent) => {
      const container = dialog.current;
      if (!container || !onTop() || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableIn(container);
      const active = document.activeElement;
      const first = tabbable[0];
      const last = tabbable.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (!container.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that lands behind the dialog some other way (a script, the browser's own Tab stops) comes back.
    const onFocusIn = (event: FocusEvent) => {
      const container = dialog.current;
      if (!container || !onTop() || !(event.target instanceof Node) || container.contains(event.target)) return;
      moveIn();
    };
    // A press outside the dialog (its backdrop, the dimmed page) closes it with the pointer: focus
    // then stays where that press left it rather than jumping back to the opener.
    let pressedOutside = false;
    const onPointer = (event: PointerEvent) => {
      if (onTop() && event.target instanceof Node && !dialog.current?.contains(event.target)) pressedOutside = true;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointer, true);
      stack.splice(stack.indexOf(self), 1);
      // Back to the opener, unless focus has since been put somewhere else outside the dialog on purpose.
      const active = document.activeElement;
      const lost = !pressedOutside && (!active || active === document.body || Boolean(dialog.current?.contains(active)));
      const target = latest.current.returnFocusTo?.current ?? opener;
      if (!lost || !target?.isConnected) return;
      if (latest.current.restoreFocus) latest.current.restoreFocus(target);
      else target.focus({ preventScroll: true });
    };
  }, [open, dialog]);
}
