import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from '../router/hooks';
import type { Menu } from '../../application/content/content';
import { dropdownPanelId } from '../no-script-style';
import { ContentLink } from './content-link';
import { useHeaderMenu } from './header-menus';
import { useDismiss } from './use-dismiss';

/** A header dropdown of editor-configured links (About Us, Order Information). */
export function DropdownMenu({ name, menu }: { name: string; menu: Menu }) {
  const [open, setOpen] = useHeaderMenu(name);
  const panelId = dropdownPanelId(name);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, { inside: root, returnFocusTo: button });
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

  const focusItem = (index: number) => {
    const links = [...(list.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    links.at(index % Math.max(links.length, 1))?.focus();
  };

  return (
    <div ref={root} className="dropdown">
      <button
        ref={button}
        type="button"
        className="dropdown__toggle with-script-only"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => focusItem(0));
        }}
      >
        {menu.title}
      </button>
      <a href={`#${panelId}`} className="dropdown__toggle no-script-only">
        {menu.title}
      </a>
      <ul
        ref={list}
        id={panelId}
        className="dropdown__panel"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          const links = [...(list.current?.querySelectorAll<HTMLElement>('a') ?? [])];
          const at = links.indexOf(document.activeElement as HTMLElement);
          focusItem(event.key === 'ArrowDown' ? at + 1 : at - 1 + links.length);
        }}
      >
        {menu.links.map((link) => (
          <li key={link.href + link.label}>
            <ContentLink href={link.href} onClick={close}>
              {link.label}
            </ContentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
