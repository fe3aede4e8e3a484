// @vitest-environment happy-dom
// Issue 18: the shop's own <Link> (src/ui/components/link.tsx) stands in for React Router's, whose
// import brought React Router's whole DOM module into every first load. It must behave as React
// Router's for what the shop uses: the href with the basename, client-side navigation on a plain
// left click (replacing the entry for the page already shown), the browser's way otherwise.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from '../../../src/ui/components/link';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Here() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

let container: HTMLElement;
afterEach(() => container?.remove());

async function mount(basename: string, start: string, link: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: (<>{link}<Here /></>) }], { basename: basename || undefined, initialEntries: [start] });
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  return { router, anchor: container.querySelector('a') as HTMLAnchorElement, here: () => container.querySelector('output')?.textContent };
}

async function click(anchor: HTMLAnchorElement, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  // Whether the link took the click, read where it bubbles out; then the test's own browser is kept from following it.
  let taken: boolean | undefined;
  const read = (seen: Event) => ((taken = seen.defaultPrevented), seen.preventDefault());
  document.addEventListener('click', read, { once: true });
  await act(async () => anchor.dispatchEvent(event));
  return taken;
}

describe('Link', () => {
  it.each([
    ['', '/collections/drums?sort=price', '/collections/drums?sort=price'],
    ['/en-au', '/collections/drums', '/en-au/collections/drums'],
    ['/en-au', '/', '/en-au'],
    ['', 'https://example.com/x', 'https://example.com/x'],
    ['', 'mailto:shop@example.com', 'mailto:shop@example.com'],
  ])('with basename %j, to %s has href %s', async (basename, to, href) => {
    const { anchor } = await mount(basename, `${basename}/`, <Link to={to}>go</Link>);
    expect(anchor.getAttribute('href')).toBe(href);
  });

  it('a plain left click navigates client-side, pushing an entry', async () => {
    const { anchor, router, here } = await mount('/en-au', '/en-au/', <Link to="/cart">Cart</Link>);
    expect(await click(anchor)).toBe(true);
    expect(here()).toBe('/cart');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('a link to the page already shown replaces the entry', async () => {
    const { anchor, router } = await mount('', '/cart', <Link to="/cart">Cart</Link>);
    await click(anchor);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['ctrl+click', { ctrlKey: true }],
    ['meta+click', { metaKey: true }],
    ['shift+click', { shiftKey: true }],
    ['alt+click', { altKey: true }],
    ['a middle click', { button: 1 }],
  ] as const)('%s is left to the browser', async (_, init) => {
    const { anchor, here } = await mount('', '/', <Link to="/cart">Cart</Link>);
    expect(await click(anchor, init)).toBe(false);
    expect(here()).toBe('/');
  });

  it('a link opening elsewhere, reloading the document or leaving the shop is left to the browser', async () => {
    for (const link of [<Link key="a" to="/cart" target="_blank">x</Link>, <Link key="b" to="/cart" reloadDocument>x</Link>, <Link key="c" to="https://example.com/">x</Link>]) {
      const { anchor, here } = await mount('', '/', link);
      expect(await click(anchor)).toBe(false);
      expect(here()).toBe('/');
      container.remove();
    }
  });

  it("the link's own onClick runs first and may keep the navigation from happening", async () => {
    const seen: string[] = [];
    const { anchor, here } = await mount('', '/', <Link to="/cart" onClick={(event) => (seen.push('clicked'), event.preventDefault())}>Cart</Link>);
    await click(anchor);
    expect(seen).toEqual(['clicked']);
    expect(here()).toBe('/');
  });
});
