import { data, type LoaderFunctionArgs } from 'react-router';
import type { CategoryNode } from '../../domain/catalogue/category-tree';
import type { Locale } from '../../domain/locale';
import { plainTextDescription } from '../../domain/seo';
import type { RouteLoaders } from '../../ui/routes';
import type { ContentPageView, HomePageView, LocaleView, MenuCategoryView, RootData } from '../../ui/view-models';
import { requestServices } from '../ssr/request-services';
import { guarded } from './guard';
import { cartLoaders } from './cart-loaders';
import { productLoaders } from './product-loaders';

const services = (args: LoaderFunctionArgs) => args.context.get(requestServices);

const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });

export function toMenuCategory(node: CategoryNode): MenuCategoryView {
  return { name: node.categoryName, href: node.linkURL, productCount: node.productCount, children: node.subCats.map(toMenuCategory) };
}

const toLocaleView = (locale: Locale): LocaleView => ({ key: locale.key, label: locale.label, currency: locale.currency, pathPrefix: locale.pathPrefix });

async function rootLoader(args: LoaderFunctionArgs): Promise<RootData> {
  const request = services(args);
  const shell = await request.useCases.loadShell.execute({ locale: request.locale, preview: request.preview });
  return {
    layout: shell.layout,
    categoryData: shell.categories.map(toMenuCategory),
    isAuthenticated: request.isAuthenticated,
    preview: request.preview,
    cartCarouselVisible: request.cartCarouselVisible,
    selectedLocale: toLocaleView(request.locale),
    locales: request.locales.map(toLocaleView),
    safeEnv: request.safeEnv,
  };
}

async function homeLoader(args: LoaderFunctionArgs): Promise<HomePageView> {
  const request = services(args);
  const [home, shell] = await Promise.all([
    request.useCases.loadHomePage.execute(request.preview),
    request.useCases.loadShell.execute({ locale: request.locale, preview: request.preview }),
  ]);
  return { banners: home.banners, carousels: home.carousels, categories: shell.categories.map(toMenuCategory) };
}

async function contentPageLoader(args: LoaderFunctionArgs): Promise<ContentPageView> {
  const request = services(args);
  const page = await request.useCases.loadContentPage.execute(args.params.slug ?? '', request.preview);
  if (!page) throw notFound();
  return { slug: page.slug, title: page.title, seoTitle: page.seo.title ?? page.title, description: plainTextDescription(page.seo.description ?? '', 155), body: page.body };
}

export function serverLoaders(): RouteLoaders {
  return {
    root: guarded(rootLoader),
    ...cartLoaders(),
    ...productLoaders(),
    home: guarded(homeLoader),
    'content-page': guarded(contentPageLoader),
    'not-found': () => {
      throw notFound();
    },
  };
}
