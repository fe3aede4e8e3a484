import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hrefOf, RouteBaseProvider, RouteLink, routeOfClick } from '../../../src/ui/components/route-link';

function anchor(attributes: Record<string, string>) {
  return {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
}

function click(overrides: Partial<Parameters<typeof routeOfClick>[0]> = {}, attributes: Record<string, string> | null = { 'data-route': '/collections/drums' }) {
  const target = { closest: (selector: string) => (selector === 'a[data-route]' && attributes ? anchor(attributes) : null) } as unknown as EventTarget;
  return routeOfClick({ defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, target, ...overrides });
}

describe('RouteLink clicks go through the router only when the browser would follow them in place', () => {
  it.each([
    ['a plain left click', {}, '/collections/drums'],
    ['a click another handler already took', { defaultPrevented: true }, null],
    ['a middle click (new tab)', { button: 1 }, null],
    ['ctrl+click (new tab)', { ctrlKey: true }, null],
    ['meta+click (new tab on a Mac)', { metaKey: true }, null],
    ['shift+click (new window)', { shiftKey: true }, null],
    ['alt+click (download)', { altKey: true }, null],
  ] as const)('%s', (_, overrides, expected) => {
    expect(click(overrides)).toBe(expected);
  });

  it.each([
    ['target _blank', { 'data-route': '/x', target: '_blank' }, null],
    ['target _self', { 'data-route': '/x', target: '_self' }, '/x'],
    ['a download link', { 'data-route': '/x', download: '' }, null],
  ] as const)('an anchor with %s', (_, attributes, expected) => {
    expect(click({}, attributes)).toBe(expected);
  });

  it('a click outside any route link is left to the browser', () => {
    expect(click({}, null)).toBeNull();
    expect(routeOfClick({ defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, target: null })).toBeNull();
  });
});

describe('RouteLink hrefs carry the locale basename once', () => {
  it.each([
    ['', '/collections/drums', '/collections/drums'],
    ['', '/', '/'],
    ['/en-au', '/collections/drums?x=1#top', '/en-au/collections/drums?x=1#top'],
    ['/en-au', '/', '/en-au'],
  ])('base %j and %s give %s', (base, to, href) => {
    expect(hrefOf(base, to)).toBe(href);
  });

  async function render(basename: string, path: string, element: React.ReactNode) {
    const handler = createStaticHandler([{ path: '/*', element: <RouteBaseProvider>{element}</RouteBaseProvider> }], { basename: basename || undefined });
    const context = await handler.query(new Request(`http://shop.test${path}`));
    if (context instanceof Response) throw new Error('unexpected redirect');
    return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
  }

  it('renders the same href as the router would, under the default locale and under /en-gb', async () => {
    expect(await render('', '/pages/about-us', <RouteLink to="/collections/drums" className="x">Drums</RouteLink>)).toBe(
      '<a class="x" href="/collections/drums" data-route="/collections/drums">Drums</a>',
    );
    expect(await render('/en-gb', '/en-gb/pages/about-us', <RouteLink to="/collections/drums">Drums</RouteLink>)).toBe(
      '<a href="/en-gb/collections/drums" data-route="/collections/drums">Drums</a>',
    );
  });

  it('leaves a relative target to the router (resolved against the current page)', async () => {
    const html = await render('/en-gb', '/en-gb/pages/about-us', <RouteLink to="contact">Contact</RouteLink>);
    expect(html).toContain('href="/en-gb/pages/about-us/contact"');
    expect(html).not.toContain('data-route');
  });
});
