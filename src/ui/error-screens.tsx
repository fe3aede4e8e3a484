import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageMeta } from './components/page-meta';
import { Document } from './document';
import { useRootData } from './use-root-data';

export function NotFoundScreen() {
  const root = useRootData();
  const page = root?.layout.notFoundPage;
  const collection = root?.layout.notFoundCollection;
  return (
    <section className="error-screen error-screen--404" style={page ? { backgroundColor: page.colorTheme.background } : undefined}>
      <PageMeta title="Page not found" />
      <p className="error-screen__eyebrow">Page not found</p>
      <h1>Oops! This Page Missed a Beat!</h1>
      <Link className="button" to="/">Back to Homepage</Link>
      {collection ? (
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
      <PageMeta title="500 Error" />
      <h1>500 Error</h1>
      <p className="error-screen__lead">Try again...</p>
      <p>Our server hit a wrong note and couldn&apos;t finish your request. Please try again in a moment.</p>
      <Link className="button" to="/">Back to Homepage</Link>
    </section>
  );
}

export function GenericErrorScreen({ status, text }: { status: number; text: string }) {
  return (
    <section className="error-screen">
      <PageMeta title={`${status} ${text}`} />
      <h1>{status}</h1>
      <p>{text}</p>
      <Link className="button" to="/">Back to Homepage</Link>
    </section>
  );
}

/** Error screen of the spec's root shell: 404, 500, other statuses, and non-route errors. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundScreen />;
    if (error.status >= 500) return <ServerErrorScreen />;
    const text = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return <GenericErrorScreen status={error.status} text={text} />;
  }
  const message = error instanceof Error ? error.message : 'Unknown error';
  return (
    <section className="error-screen">
      <PageMeta title="Error" />
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
