// Loaded on first use of a 'Compare' toggle, or on a page with toggles once a list is chosen
// (issue 19): changing the browser's list, and the compare tray. The tray is sticky at the foot of
// the window, collapsible, every control a button or link in the tab order; it lists the chosen
// products with 'Compare (n)' and asks which product a 5th should replace. It is plain DOM at the
// end of the page, outside React, so this chunk shares no module with every page's first load; it
// stays while the shopper moves between pages, and its links go through the router like every
// RouteLink (a[data-route]). Titles come from local storage, else from the compare page's data,
// which also tells which products the shop no longer has: they drop out with a note.
import { MAX_COMPARED, replaceCompared, toggleCompared } from '../../domain/compare/compare-list';
import { comparedHandles, writeComparedHandles } from './compare-cookie';
import { COMPARE_CHANGED } from './compared-now';
import type { CompareItem } from './compare-item';
import { rememberItems, storedItem } from './compare-items';

/**
 * Where route data is asked for as JSON: data-routes.ts's DATA_PREFIX, written out because this
 * chunk must not import what every page's first load holds (see compare-page.tsx);
 * test/ui/compare/compare-tray.test.ts keeps the two equal.
 */
export const ROUTE_DATA_PREFIX = '/_data';

interface TrayContext {
  /** The locale prefix ('' or '/en-au'). */
  base: string;
}

interface RouteData {
  columns?: { handle: string; title: string; href: string; image: { src: string } | null }[];
}

type Child = Node | string | null;

function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, string | boolean | ((event: Event) => void)>, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(name, value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false) element.setAttribute(name, value);
  }
  element.append(...children.filter((child): child is Node | string => child !== null));
  return element;
}

const comparePath = (handles: readonly string[]) => `/compare?products=${handles.join(',')}`;

// Written without class fields: the browser targets would need a helper that every page's first load shares.
class CompareTray {
  private readonly root: HTMLElement;
  private readonly status: HTMLElement;
  private readonly context: TrayContext;
  private collapsed: boolean;
  private asked: string;
  /** What the tray last drew (base, items, open): a render with nothing new keeps the elements. */
  private drawn: string;
  /** The open 'which one to replace' dialog's buttons: named again when titles arrive. */
  private replaceButtons: HTMLButtonElement[];

  constructor(context: TrayContext) {
    this.context = context;
    this.collapsed = false;
    this.asked = '';
    this.drawn = '';
    this.replaceButtons = [];
    this.root = h('aside', { class: 'compare-tray', 'aria-label': 'Compare tray', 'data-testid': 'compare-tray', hidden: true });
    this.status = h('p', { class: 'visually-hidden', role: 'status' });
    document.body.append(this.status, this.root);
    const render = () => this.render();
    window.addEventListener(COMPARE_CHANGED, render);
    window.addEventListener('storage', render);
    window.addEventListener('popstate', render);
  }

  toggle(item: CompareItem): void {
    const { list, outcome } = toggleCompared(comparedHandles(), item.handle);
    if (outcome === 'full') return this.askToReplace(item);
    rememberItems([item], list);
    writeComparedHandles(list);
    this.announce(outcome === 'added' ? `${item.title} added to Compare (${list.length} of ${MAX_COMPARED})` : `${item.title} removed from Compare`);
  }

  forget(handles: readonly string[], message: string): void {
    const list = comparedHandles().filter((h) => !handles.includes(h));
    rememberItems([], list);
    writeComparedHandles(list);
    this.announce(message);
  }

  render(): void {
    const { base } = this.context;
    const handles = comparedHandles();
    // A replace dialog opened before the titles came names its products by their titles once they do.
    for (const button of this.replaceButtons) button.textContent = `Replace ${storedItem(button.dataset.handle ?? '')?.title ?? button.dataset.handle}`;
    // On the compare page itself (reached through the router, the tray staying) the stylesheet hides it.
    const showing = handles.length > 0 && location.pathname !== `${base}/compare`;
    document.documentElement.classList.toggle('has-compare-tray', showing);
    this.root.hidden = !showing;
    if (!showing) return;
    this.fillMissingTitles(handles);
    const focused = this.root.contains(document.activeElement) ? document.activeElement?.getAttribute('data-focus') : null;
    const items = handles.map((handle) => ({ handle, title: storedItem(handle)?.title ?? handle, image: storedItem(handle)?.image ?? null }));
    const open = !this.collapsed;
    // Every toggle that mounts asks for a render: the same tray is not rebuilt under the shopper.
    const drawn = JSON.stringify([base, items, open]);
    if (drawn === this.drawn) return;
    this.drawn = drawn;
    const link = (to: string, props: Record<string, string>, ...children: Child[]) => h('a', { ...props, href: `${base}${to}`, 'data-route': to }, ...children);
    this.root.replaceChildren(
      h(
        'div',
        { class: 'compare-tray__bar' },
        h(
          'button',
          { type: 'button', class: 'compare-tray__toggle', 'aria-expanded': String(open), 'aria-controls': 'compare-tray-items', 'data-focus': 'fold', click: () => ((this.collapsed = open), this.render()) },
          `${open ? 'Hide' : 'Show'} chosen products (${handles.length} of ${MAX_COMPARED})`,
        ),
        link(comparePath(handles), { class: 'button compare-tray__go', 'data-focus': 'go' }, `Compare (${handles.length})`),
      ),
      h(
        'ul',
        { id: 'compare-tray-items', class: 'compare-tray__items', hidden: !open },
        ...items.map((item) =>
          h(
            'li',
            { class: 'compare-tray__item' },
            item.image && /^(\/|https:\/\/)/.test(item.image) ? h('img', { src: item.image, alt: '', width: '40', height: '40' }) : null,
            // The link is built from the validated handle, never from what storage says.
            link(`/products/${item.handle}`, { 'data-focus': `open:${item.handle}` }, item.title),
            h('button', { type: 'button', class: 'compare-tray__remove', 'aria-label': `Remove ${item.title} from Compare`, click: () => this.forget([item.handle], `${item.title} removed from Compare`) }, '×'),
          ),
        ),
      ),
    );
    // The page keeps room at its foot for the tray, however tall it is now.
    document.documentElement.style.setProperty('--compare-tray-height', `${this.root.offsetHeight}px`);
    // A control rebuilt under the shopper's focus gets it back; a removed product's passes to the fold button.
    if (focused !== null && focused !== undefined) (this.root.querySelector<HTMLElement>(`[data-focus="${CSS.escape(focused)}"]`) ?? this.root.querySelector<HTMLElement>('[data-focus="fold"]'))?.focus();
  }

  private announce(message: string): void {
    this.status.textContent = message;
  }

  private askToReplace(joining: CompareItem): void {
    this.collapsed = false;
    const handles = comparedHandles();
    const close = () => dialog.close();
    const buttons = handles.map((handle) =>
      h('button', { type: 'button', class: 'button button--secondary', 'data-handle': handle, click: () => (this.replace(handle, joining), close()) }, `Replace ${storedItem(handle)?.title ?? handle}`),
    );
    this.replaceButtons = buttons;
    const dialog = h(
      'dialog',
      {
        class: 'compare-replace',
        'aria-labelledby': 'compare-replace-title',
        close: () => {
          this.replaceButtons = [];
          dialog.remove();
        },
      },
      h('h2', { id: 'compare-replace-title' }, `Compare holds up to ${MAX_COMPARED} products`),
      h('p', {}, `Choose one to replace with ${joining.title}:`),
      h(
        'ul',
        {},
        ...buttons.map((button) => h('li', {}, button)),
      ),
      h('button', { type: 'button', class: 'compare-replace__cancel', autofocus: true, click: close }, 'Cancel'),
    );
    document.body.append(dialog);
    dialog.showModal();
    // Titles the tray is still asking for (a list chosen without JavaScript or in another tab).
    this.fillMissingTitles(handles);
  }

  private replace(leaving: string, joining: CompareItem): void {
    const list = replaceCompared(comparedHandles(), leaving, joining.handle);
    rememberItems([joining], list);
    writeComparedHandles(list);
    this.announce(`${joining.title} added to Compare`);
  }

  /** Titles for handles chosen without them (a list set by the no-JS form, or in another tab). */
  private fillMissingTitles(handles: readonly string[]): void {
    const unknown = handles.filter((handle) => !storedItem(handle));
    const key = unknown.join(',');
    if (!key || key === this.asked) return;
    this.asked = key;
    const { base } = this.context;
    fetch(`${ROUTE_DATA_PREFIX}${base}${comparePath(unknown)}&_route=compare`, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<RouteData>) : null))
      .then((page) => {
        if (!page?.columns) return;
        const found = page.columns.map((c): CompareItem => ({ handle: c.handle, title: c.title, href: c.href, image: c.image?.src ?? null }));
        rememberItems(found, comparedHandles());
        const gone = unknown.filter((handle) => !found.some((item) => item.handle === handle));
        if (gone.length === 0) return this.render();
        this.forget(gone, gone.length === 1 ? 'A product you chose to compare is no longer available and was removed.' : `${gone.length} products you chose to compare are no longer available and were removed.`);
      })
      .catch(() => undefined);
  }
}

let tray: CompareTray | null = null;

export function showTray(base: string): void {
  tray ??= new CompareTray({ base });
  tray.render();
}

/** 'Compare' pressed: in or out of the list; a 5th product asks which one it should replace. */
export function toggleCompare(item: CompareItem, base: string): void {
  showTray(base);
  tray?.toggle(item);
}
