import { useEffect, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { useLocation } from './router/hooks';
import { bodyClass } from '../domain/body-class';
import { useAppEnvironment } from './app-context';
import { NO_SCRIPT_STYLE } from './no-script-style';
import { FIRST_SCREEN_MARK } from './first-screen-mark';
import { StaticPart } from './static-part';

export const ROUTER_PAYLOAD_ID = '__router_payload';
export const INLINE_STYLES_ID = '__styles';

/**
 * The stylesheet the server inlined, read back once in the browser so hydration renders the very
 * same element (the text never travels twice: it is not in the router payload).
 */
const inlinedByServer = typeof document === 'undefined' ? null : (document.getElementById(INLINE_STYLES_ID)?.textContent ?? null);

/** The whole HTML document: React owns <html> so title, meta and body class follow navigation. */
export function Document({ lang = 'en', children }: { lang?: string; children: ReactNode }) {
  const { assets, routerPayload, sharedData, inlineStyles = inlinedByServer } = useAppEnvironment();
  // The shell's shared data, fetched by the entry script before hydrating: asked for at once, beside the script.
  if (sharedData) preload(sharedData, { as: 'fetch', crossOrigin: 'anonymous' });
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
        {inlineStyles !== null ? (
          // The same text on every page of a type (its mark names the type): kept as bytes, not encoded again per page.
          <StaticPart name="inline-styles" vary={() => inlineStyles.slice(0, 32)}>
            <style id={INLINE_STYLES_ID} dangerouslySetInnerHTML={{ __html: inlineStyles }} />
          </StaticPart>
        ) : (
          assets.styles.map((href) => <link key={href} rel="stylesheet" href={href} />)
        )}
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
      </head>
      <body className={bodyClass(location.pathname, location.search)}>
        {children}
        {/* The whole stylesheet after the page's content (its first screen's cut is inlined above): it
            blocks no paint of what comes before it, and it is cached for every later page. */}
        {inlineStyles?.startsWith(FIRST_SCREEN_MARK) ? assets.styles.map((href) => <link key={href} rel="stylesheet" href={href} />) : null}
        <script
          id={ROUTER_PAYLOAD_ID}
          type="application/json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: routerPayload }}
        />
      </body>
    </html>
  );
}
