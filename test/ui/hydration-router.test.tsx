// @vitest-environment happy-dom
// Issue 18: the page hydrates with a router holding the server's state, React Router's browser
// router following later. It must render exactly what the browser router renders from the same
// routes and hydration data (or hydration would not match), and hand over whatever it is asked to do.
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { createBrowserRouter, createStaticHandler, createStaticRouter, matchRoutes, RouterProvider as ReactRouterProvider, StaticRouterProvider, type DataRouter, type HydrationState, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createHydrationRouter, type MatchedRoute } from '../../src/ui/hydration-router';
import { isRouteErrorResponse, Outlet, useLoaderData, useParams, useRouteError } from '../../src/ui/router/hooks';
import { RouterProvider } from '../../src/ui/router/router-provider';

function Layout() {
  const { site } = useLoaderData() as { site: string };
  // Ids count positions among siblings up the tree: they must come out as the server's.
  return (
    <div id={useId()}>
      <h1>{site}</h1>
      <Outlet />
    </div>
  );
}
function Product() {
  const { title } = useLoaderData() as { title: string };
  return <p>{`${useParams().handle}: ${title}`}</p>;
}
function PageError() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'broken'}</p>;
}

const routes = (): RouteObject[] => [
  {
    id: 'root',
    path: '/',
    loader: () => null,
    Component: Layout,
    ErrorBoundary: PageError,
    children: [
      {
        id: 'pages',
        ErrorBoundary: PageError,
        children: [
          { id: 'home', index: true, loader: () => null, Component: () => <p>home</p> },
          { id: 'product', path: 'products/:handle', loader: () => null, Component: Product },
        ],
      },
    ],
  },
];

function renderBoth(url: string, hydrationData: HydrationState) {
  window.history.replaceState(null, '', url);
  const upgrade = vi.fn<() => Promise<DataRouter>>();
  // The routes as the server matched them (render-document.tsx): the hydration router matches none itself.
  const matches: MatchedRoute[] = (matchRoutes(routes(), url) ?? []).map(({ route, params, pathname, pathnameBase }) => ({ id: route.id as string, params, pathname, pathnameBase }));
  const hydrating = createHydrationRouter(routes(), { basename: '', hydrationData, matches, upgrade });
  const browser = createBrowserRouter(routes(), { hydrationData });
  const html = {
    hydrating: renderToString(<RouterProvider router={hydrating} />),
    browser: renderToString(<RouterProvider router={browser} />),
    // The shop's hooks read React Router's contexts: its own provider renders the same.
    reactRouter: renderToString(<ReactRouterProvider router={browser} />),
  };
  browser.dispose();
  return { html, hydrating, upgrade };
}

describe('the hydration router', () => {
  it('renders a page as the browser router does from the same hydration data', () => {
    const { html, hydrating } = renderBoth('/products/strat?colour=red', { loaderData: { root: { site: 'Backline' }, product: { title: 'Stratocaster' } } });
    expect(html.hydrating).toBe(html.browser);
    expect(html.reactRouter).toBe(html.browser);
    expect(html.hydrating).toContain('strat: Stratocaster');
    expect(hydrating.state.matches.map((m) => m.route.id)).toEqual(['root', 'pages', 'product']);
    expect(hydrating.state.location).toMatchObject({ pathname: '/products/strat', search: '?colour=red' });
    expect(hydrating.state.navigation.state).toBe('idle');
  });

  it("renders what the server's static provider rendered, ids included (useId counts positions up the tree)", async () => {
    const loaderData = { root: { site: 'Backline' }, product: { title: 'Stratocaster' } };
    const serverRoutes = routes().map((root) => ({ ...root, loader: () => loaderData.root }));
    (serverRoutes[0]!.children![0]!.children![1] as RouteObject).loader = () => loaderData.product;
    const handler = createStaticHandler(serverRoutes);
    const context = await handler.query(new Request('http://shop.test/products/strat?colour=red'));
    if (context instanceof Response) throw new Error('the static handler answered with a response');
    const server = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
    const { html } = renderBoth('/products/strat?colour=red', { loaderData });
    expect(server).toContain('id="_R_');
    expect(html.hydrating).toBe(server);
  });

  it.each([
    ['a route error response (404)', { __type: 'RouteErrorResponse', status: 404, statusText: 'Not Found', data: 'gone', internal: false }, '404 Not Found'],
    ['an unexpected server error', { __type: 'Error', message: 'Unexpected Server Error' }, 'broken'],
  ])('renders %s in the wire format as the browser router does', (_, error, text) => {
    const { html } = renderBoth('/products/missing', { loaderData: { root: { site: 'Backline' } }, errors: { pages: error } });
    expect(html.hydrating).toBe(html.browser);
    expect(html.reactRouter).toBe(html.browser);
    expect(html.hydrating).toContain(text);
  });

  it('hands a navigation to the browser router once it has loaded, and changes nothing itself', async () => {
    window.history.replaceState(null, '', '/');
    const navigate = vi.fn(() => Promise.resolve());
    const real = { navigate } as unknown as DataRouter;
    const upgrade = vi.fn(() => Promise.resolve(real));
    const hydrating = createHydrationRouter(routes(), { basename: '', hydrationData: { loaderData: { root: { site: 'Backline' }, home: null } }, matches: [], upgrade });
    const before = hydrating.state;
    await hydrating.navigate('/products/strat', { replace: true });
    expect(upgrade).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/products/strat', { replace: true });
    expect(hydrating.state).toBe(before);
    expect(hydrating.createHref({ pathname: '/cart', search: '?a=1', hash: '', state: null, key: 'default' })).toBe('/cart?a=1');
  });
});
