// @vitest-environment happy-dom
// Issue 18: the shop's router hooks (src/ui/router/hooks.ts) stand in for React Router's, whose
// hooks and path utilities were about 6 KiB gzip of every first load. They read React Router's own
// contexts, so under React Router's providers (the server's, the tests') they must give what React
// Router's hooks give: the table below is checked against React Router itself, the reference.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as ReactRouter from 'react-router';
import { createMemoryRouter, RouterProvider, StaticRouter, type RouteObject, type To } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import * as Shop from '../../../src/ui/router/hooks';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Routes with a layout, a pathless group, an index, dynamic and splat segments, as the shop's. */
function routes(element: React.ReactNode): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: () => ({ site: 'Backline' }),
      element: <ReactRouter.Outlet />,
      children: [
        {
          id: 'pages',
          children: [
            { id: 'home', index: true, loader: () => 'home data', element },
            { id: 'product', path: 'products/:handle', loader: () => 'product data', element },
            { id: 'content', path: 'pages/:slug/*', loader: () => 'content data', element },
            { id: 'not-found', path: '*', element },
          ],
        },
      ],
    },
  ];
}

const TARGETS: To[] = [
  '/',
  '/cart',
  '/cart?step=2#summary',
  '',
  '.',
  '..',
  '../..',
  'reviews',
  './reviews/',
  '../strat',
  '?colour=red',
  '#specs',
  { pathname: '/search', search: 'q=amp', hash: 'top' },
  { search: '?page=2' },
  { pathname: 'nested/deeper' },
  '//double//slashes',
];
const LOCATIONS = ['/', '/products/strat', '/products/strat/', '/pages/about/team/leads', '/pages/about?x=1#y'];

function probe(hooks: typeof Shop | typeof ReactRouter) {
  return function Probe() {
    const location = hooks.useLocation();
    const params = hooks.useParams();
    const loaderData = hooks.useLoaderData();
    const root = hooks.useRouteLoaderData('root');
    const navigation = hooks.useNavigation();
    const hrefs = TARGETS.map((to) => [hooks.useHref(to), hooks.useHref(to, { relative: 'path' }), hooks.useResolvedPath(to)]);
    return <pre>{JSON.stringify({ location: [location.pathname, location.search, location.hash], params, loaderData, root, navigation, hrefs })}</pre>;
  };
}

async function renderWith(hooks: typeof Shop | typeof ReactRouter, url: string, basename?: string) {
  const Probe = probe(hooks);
  const router = createMemoryRouter(routes(<Probe />), { initialEntries: [url], ...(basename ? { basename } : {}) });
  await router.initialize();
  await expect.poll(() => router.state.initialized && router.state.navigation.state === 'idle').toBe(true);
  const html = renderToString(<RouterProvider router={router} />);
  router.dispose();
  return html;
}

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

describe("the shop's router hooks under React Router's provider", () => {
  it.each(LOCATIONS.flatMap((location) => [[location, undefined], [`/en-nz${location}`, '/en-nz']] as const))('read %s (basename %s) as React Router does', async (url, basename) => {
    const expected = await renderWith(ReactRouter, url, basename);
    expect(expected).toContain('hrefs');
    expect(await renderWith(Shop, url, basename)).toBe(expected);
  });

  it('resolve links outside a data router (the cart drawer rendered on its own) as React Router does', () => {
    const render = (hooks: typeof Shop | typeof ReactRouter) => {
      function Probe() {
        return <pre>{JSON.stringify([hooks.useLocation().pathname, TARGETS.map((to) => hooks.useHref(to))])}</pre>;
      }
      return renderToString(
        <StaticRouter basename="/en-nz" location="/en-nz/cart?x=1">
          <Probe />
        </StaticRouter>,
      );
    };
    const expected = render(ReactRouter);
    expect(expected).toContain('/en-nz/cart');
    expect(render(Shop)).toBe(expected);
  });

  it('navigate as React Router does: relative to the calling route, with replace and state', async () => {
    const outcomes: string[] = [];
    for (const hooks of [ReactRouter, Shop]) {
      let navigate!: Shop.NavigateFunction;
      function Grab() {
        navigate = hooks.useNavigate() as Shop.NavigateFunction;
        return null;
      }
      const router = createMemoryRouter(routes(<Grab />), { initialEntries: ['/products/strat'] });
      await expect.poll(() => router.state.initialized).toBe(true); // the loaders have run
      container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      await act(async () => root.render(<RouterProvider router={router} />));
      // '..' climbs a route (the product route to the root), as React Router resolves it.
      await act(() => navigate('../tele?x=1', { state: { from: 'test' } }));
      const pushed = router.state;
      await act(() => navigate(-1));
      const back = router.state.location.pathname;
      await act(() => navigate('/cart', { replace: true }));
      outcomes.push(JSON.stringify([pushed.location.pathname, pushed.location.search, pushed.location.state, pushed.historyAction, back, router.state.historyAction, router.state.location.pathname]));
      act(() => root.unmount());
      router.dispose();
    }
    expect(outcomes[0]).toBe(JSON.stringify(['/tele', '?x=1', { from: 'test' }, 'PUSH', '/products/strat', 'REPLACE', '/cart']));
    expect(outcomes[1]).toBe(outcomes[0]);
  });

  it('give the same navigate function from render to render in a data router, as React Router does (effects depending on it do not run again)', async () => {
    const seen: unknown[] = [];
    function Grab() {
      seen.push(Shop.useNavigate());
      Shop.useLocation();
      return null;
    }
    const router = createMemoryRouter([{ id: 'root', path: '*', element: <Grab /> }], { initialEntries: ['/products/strat'] });
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<RouterProvider router={router} />));
    await act(() => router.navigate('/products/tele?x=1'));
    expect(router.state.location.pathname).toBe('/products/tele');
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
    act(() => root.unmount());
    router.dispose();
  });

  it('recognise route error responses by shape, as React Router does', () => {
    const cases: unknown[] = [
      { status: 404, statusText: 'Not Found', internal: false, data: null },
      { status: 404, statusText: 'Not Found', internal: false },
      { status: '404', statusText: 'Not Found', internal: false, data: null },
      { status: 500, statusText: 'Error', data: 'x' },
      new Error('boom'),
      null,
      undefined,
      'text',
    ];
    expect(cases.map(Shop.isRouteErrorResponse)).toEqual(cases.map(ReactRouter.isRouteErrorResponse));
    expect(cases.map(Shop.isRouteErrorResponse)).toEqual([true, false, false, false, false, false, false, false]);
  });
});
