import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from './router/hooks';
import { Link } from './components/link';
import { DATA_PREFIX } from './data-routes';
import { PageMeta } from './components/page-meta';
import type { ProductCardView } from './components/product-card-view';
import { ProductGrid } from './content/product-grid';
import { Document } from './document';
import { NOT_FOUND_PRODUCT_COUNT, notFoundProductsOf } from './not-found-view';
import { useRootData } from './use-root-data';
import { islandPart } from './components/lazy-part';
import type { MenuCategoryView } from './view-models';

/** The 404's search and departments: server-rendered, its code fetched after the page has loaded. */
const NotFoundWayOn = islandPart<{ departments: readonly MenuCategoryView[] }>(() => import('./not-found-way-on'), '.error-screen__way-on').Island;

const NOT_FOUND_TITLE = 'Page not found';

/**
 * A 404 thrown by a page's own loader (an unknown product or slug), or met during client-side
 * navigation, carries no products: the browser then asks for the not-found collection's listing.
 */
function useNotFoundProducts(given: ProductCardView[] | null, collection: string | null, pathPrefix: string): ProductCardView[] {
  const [fetched, setFetched] = useState<ProductCardView[]>([]);
  useEffect(() => {
    if (given || !collection) return;
    const controller = new AbortController();
    fetch(`${DATA_PREFIX}${pathPrefix}/collections/${encodeURIComponent(collection)}?_route=collection`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ cards?: unknown }>) : null))
      .then((listing) => setFetched(Array.isArray(listing?.cards) ? (listing.cards as ProductCardView[]).slice(0, NOT_FOUND_PRODUCT_COUNT) : []))
      .catch(() => undefined);
    return () => controller.abort();
  }, [given, collection, pathPrefix]);
  return given ?? fetched;
}

/** The configured not-found page: its title and colour theme, the spec's texts, a few products of the configured collection. */
export function NotFoundScreen({ products = null }: { products?: ProductCardView[] | null }) {
  const root = useRootData();
  const page = root?.layout.notFoundPage;
  const collection = root?.layout.notFoundCollection ?? null;
  const shown = useNotFoundProducts(products, collection, root?.selectedLocale.pathPrefix ?? '');
  const title = page?.title || NOT_FOUND_TITLE;
  return (
    <section className="error-screen error-screen--404" style={page ? { backgroundColor: page.colorTheme.background } : undefined}>
      <PageMeta title={title} indexable={false} />
      <p className="error-screen__eyebrow">{title}</p>
      <h1>Oops! This Page Missed a Beat!</h1>
      <Link className="button" to="/">Back to Homepage</Link>
      <NotFoundWayOn departments={root?.categoryData ?? []} />
      {collection && shown.length > 0 ? (
        <div className="error-screen__products">
          <h2>Browse our latest picks instead</h2>
          <ProductGrid products={shown} label="Products you may like" />
          <Link to={`/collections/${collection}`}>See them all</Link>
        </div>
      ) : collection ? (
        <p className="error-screen__suggestion">
          <Link to={`/collections/${collection}`}>Browse our latest picks instead</Link>
        </p>
      ) : null}
    </section>
  );
}

export function ServerErrorScreen() {
  return (
    <section className="error-screen error-screen--500">
      <PageMeta title="500 Error" indexable={false} />
      <h1>500 Error</h1>
      <p className="error-screen__lead">Try again...</p>
      <p>Our server hit a wrong note and couldn&apos;t finish your request. Please try again in a moment.</p>
      <Link className="button" to="/">Back to Homepage</Link>
    </section>
  );
}

interface ScreenBack {
  href: string;
  label: string;
}

function isScreenWithBack(value: unknown): value is { text: string; back: ScreenBack } {
  const candidate = value as { text?: unknown; back?: { href?: unknown; label?: unknown } } | null;
  return typeof candidate?.text === 'string' && typeof candidate.back?.href === 'string' && typeof candidate.back.label === 'string';
}

export function GenericErrorScreen({ status, text, back = null }: { status: number; text: string; back?: ScreenBack | null }) {
  return (
    <section className="error-screen">
      <PageMeta title={`${status} ${text}`} indexable={false} />
      <h1>{status}</h1>
      {back ? (
        <>
          <p role="alert">{text}</p>
          <p>
            <a href={back.href}>{back.label}</a>
          </p>
        </>
      ) : (
        <p>{text}</p>
      )}
      <Link className="button" to="/">Back to Homepage</Link>
    </section>
  );
}

/** Error screen of the spec's root shell: 404, 500, other statuses, and non-route errors. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundScreen products={notFoundProductsOf(error.data)} />;
    // The spec's 500 page is for a 500; any other status (a 503 included) shows itself and its text.
    if (error.status === 500) return <ServerErrorScreen />;
    const given = error.data as unknown;
    // A refused form's screen carries its message and a way back ({text, back}); others a text.
    if (isScreenWithBack(given)) return <GenericErrorScreen status={error.status} text={given.text} back={given.back} />;
    const text = typeof given === 'string' && given ? given : error.statusText;
    return <GenericErrorScreen status={error.status} text={text} />;
  }
  const message = error instanceof Error ? error.message : 'Unknown error';
  return (
    <section className="error-screen">
      <PageMeta title="Error" indexable={false} />
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <Link className="button" to="/">Back to Homepage</Link>
    </section>
  );
}

/** When even the root data failed there is no layout to render into: a bare document. */
export function RootErrorBoundary() {
  return (
    <Document>
      <main id="main">
        <RouteErrorScreen />
      </main>
    </Document>
  );
}
