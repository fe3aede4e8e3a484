import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

// Which header menus are open. The hide-on-scroll rule does not react while any menu is open, and
// the mobile menu and mobile search are mutually exclusive, so menus register here by name.

interface HeaderMenus {
  anyOpen: boolean;
  openNames: ReadonlySet<string>;
  setOpen(name: string, open: boolean): void;
}

const HeaderMenusContext = createContext<HeaderMenus>({ anyOpen: false, openNames: new Set(), setOpen: () => {} });

export function HeaderMenusProvider({ children }: { children: ReactNode }) {
  const [open, setOpenNames] = useState<ReadonlySet<string>>(new Set());
  const setOpen = useCallback((name: string, isOpen: boolean) => {
    setOpenNames((current) => {
      if (current.has(name) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(name);
      else next.delete(name);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ anyOpen: open.size > 0, openNames: open, setOpen }), [open, setOpen]);
  return <HeaderMenusContext value={value}>{children}</HeaderMenusContext>;
}

export const useHeaderMenus = (): HeaderMenus => useContext(HeaderMenusContext);

/** A named menu's open state, reported to the header while it lives. */
export function useHeaderMenu(name: string): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(false);
  const { setOpen } = useHeaderMenus();
  const latest = useRef(setOpen);
  latest.current = setOpen;
  useEffect(() => {
    latest.current(name, open);
  }, [name, open]);
  useEffect(() => () => latest.current(name, false), [name]);
  return [open, setOpenState];
}
