// @vitest-environment happy-dom
// Issue 18: the browser renders the data router with the shop's own provider
// (src/ui/router/router-provider.tsx), not React Router's (its hooks and components modules left the
// first load). What the shop relies on: a route's error boundary shows what a page threw while
// rendering and starts over at the next location; a state the router reached before the provider
// subscribed still shows (back pressed while the browser router takes over, on a busy phone).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, type DataRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from '../../../src/ui/router/hooks';
import { RouterProvider } from '../../../src/ui/router/router-provider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error('amp blew up');
}
function PageError() {
  const error = useRouteError();
  return <p className="error">{isRouteErrorResponse(error) ? `${error.status}` : error instanceof Error ? error.message : 'unknown'}</p>;
}
function Here() {
  return <p className="here">{useLocation().pathname}</p>;
}

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      {
        id: 'pages',
        errorElement: <PageError />,
        children: [
          { id: 'broken', path: 'broken', element: <Broken /> },
          { id: 'fine', path: '*', element: <Here /> },
        ],
      },
    ],
  },
];

let container: HTMLElement;
let root: Root;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

async function mount(router: DataRouter) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  return (selector: string) => container.querySelector(selector)?.textContent ?? null;
}

describe("the shop's router provider", () => {
  it("shows a page's render error in the nearest route error boundary, inside the layout, and starts over at the next location", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(routes, { initialEntries: ['/broken'] });
    const text = await mount(router);
    expect(container.querySelector('main .error')?.textContent).toBe('amp blew up');
    await act(() => router.navigate('/guitars'));
    expect(text('.error')).toBeNull();
    expect(text('.here')).toBe('/guitars');
    router.dispose();
  });

  it('shows the state the router reached before the provider subscribed', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/first'] });
    const rendered = router.state;
    await router.navigate('/second');
    // The provider's render read the state from before the navigation; it settled before the subscription.
    const current = Object.getOwnPropertyDescriptor(router, 'state')?.get?.bind(router) as () => DataRouter['state'];
    let reads = 0;
    Object.defineProperty(router, 'state', { get: () => (reads++ === 0 ? rendered : current()) });
    const text = await mount(router);
    // Once the provider's subscription effect has run (the stale first render would stay on /first).
    await expect.poll(() => text('.here')).toBe('/second');
    router.dispose();
  });

  it('renders under the basename, with locations read without it', async () => {
    const router = createMemoryRouter(routes, { basename: '/en-nz', initialEntries: ['/en-nz/drums'] });
    const text = await mount(router);
    expect(text('.here')).toBe('/drums');
    router.dispose();
  });
});
