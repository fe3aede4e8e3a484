import { data, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import type { CategoryNode } from '../../domain/catalogue/category-tree';
import type { Locale } from '../../domain/locale';
import type { RouteLoaders } from '../../ui/routes';
import type { LocaleView, MenuCategoryView, RootData } from '../../ui/view-models';
import { requestServices } from '../ssr/request-services';
import { contentLoaders, footerStores } from './content-loaders';
import { accountLoaders } from './account-loaders';
import { guarded } from './guard';
import { logSeoWarnings } from './seo-warnings';
import { searchLoaders } from './search-loaders';
import { productLoaders } from './product-loaders';
import { cartLoaders } from './cart-loaders';
import { notFoundLoaders } from './not-found-loaders';
import { loadPersonalData } from './personal-loaders';
import { savedLoaders } from './saved-loaders';
import { compareLoaders } from './compare-loaders';

const services = (args: LoaderFunctionArgs) => args.context.get(requestServices);

export function toMenuCategory(node: CategoryNode): MenuCategoryView {
  return {
    name: node.categoryName,
    href: node.linkURL,
    productCount: node.productCount,
    promoteBrand: node.promoteBrand ?? null,
    children: node.subCats.map(toMenuCategory),
  };
}

/**
 * The menu's view of a category tree, built once per tree: the shell use case hands every page of a
 * locale the same tree until the catalogue changes, and the menu is a few hundred nodes.
 */
const menus = new WeakMap<readonly CategoryNode[], MenuCategoryView[]>();
function menuOf(tree: readonly CategoryNode[]): MenuCategoryView[] {
  let menu = menus.get(tree);
  if (!menu) menus.set(tree, (menu = tree.map(toMenuCategory)));
  return menu;
}

const toLocaleView = (locale: Locale): LocaleView => ({
  key: locale.key,
  label: locale.label,
  currency: locale.currency,
  pathPrefix: locale.pathPrefix,
  language: locale.language,
  country: locale.country,
});

async function rootLoader(args: LoaderFunctionArgs): Promise<RootData> {
  const request = services(args);
  // A page render is the shared shell: its request carries no cart and no session, so `personal` is
  // the anonymous one there (the response's holes show the shopper's own); client navigations get theirs.
  const [shell, stores, personal] = await Promise.all([
    request.useCases.loadShell.execute({ locale: request.locale, preview: request.preview }),
    footerStores(request),
    loadPersonalData(request),
  ]);
  logSeoWarnings(args, { title: shell.layout.seo.title, description: shell.layout.seo.description }, 'shell');
  return {
    layout: shell.layout,
    categoryData: menuOf(shell.categories),
    preview: request.preview,
    cartCarouselVisible: request.cartCarouselVisible,
    selectedLocale: toLocaleView(request.locale),
    locales: request.locales.map(toLocaleView),
    safeEnv: request.safeEnv,
    origin: request.origin,
    stores,
    personal,
  };
}

/**
 * An error answer rendered in the shop's layout (src/server/http/errors.ts sendError) at the
 * request's own URL: every page's loader gives way to the status, so the browser hydrates the same
 * routes with the same error.
 */
function givingWayToErrorScreen(loader: LoaderFunction): LoaderFunction {
  return (args) => {
    const screen = services(args).errorScreen;
    if (screen) throw data(screen.back ? { text: screen.text, back: screen.back } : screen.text, { status: screen.status, statusText: screen.text });
    return loader(args);
  };
}

export function serverLoaders(): RouteLoaders {
  const { root, ...pages } = allLoaders();
  return { root, ...(Object.fromEntries(Object.entries(pages).map(([id, loader]) => [id, givingWayToErrorScreen(loader)])) as Omit<RouteLoaders, 'root'>) };
}

function allLoaders(): RouteLoaders {
  return {
    root: guarded(rootLoader),
    ...productLoaders(),
    ...cartLoaders(),
    ...contentLoaders(),
    ...accountLoaders(),
    ...searchLoaders(),
    ...notFoundLoaders(),
    ...savedLoaders(),
    ...compareLoaders(),
  };
}
