import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { bodyClass } from '../domain/body-class';
import { useAppEnvironment } from './app-context';

export const ROUTER_PAYLOAD_ID = '__router_payload';

/** The whole HTML document: React owns <html> so title, meta and body class follow navigation. */
export function Document({ lang = 'en', children }: { lang?: string; children: ReactNode }) {
  const { assets, nonce, routerPayload } = useAppEnvironment();
  const location = useLocation();
  // Marked once the document's hydration has committed (its event handlers attached): hydration
  // runs in a transition, time-sliced, so the line after hydrateRoot() would come before that.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className={bodyClass(location.pathname, location.search)}>
        {children}
        <script
          id={ROUTER_PAYLOAD_ID}
          type="application/json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: routerPayload }}
        />
      </body>
    </html>
  );
}
