import { Outlet, useLocation } from './router/hooks';
import { CartProvider } from './cart/cart-context';
import { CartDrawer } from './cart/cart-drawer';
import { PersonalDataScript } from './personal/holes';
import { GlobalSpinner } from './components/global-spinner';
import { RouteBaseProvider, useRouteLinkNavigation } from './components/route-link';
import { ScrollToTop } from './components/scroll-to-top';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { CheckoutFooter, CheckoutHeader, isCheckoutPath } from './checkout/checkout-shell';
import { Document } from './document';
import { OldBrowserNotice } from './layout/old-browser-notice-part';
import { PreviewBar } from './layout/preview-bar-part';
import { Analytics } from './analytics/analytics';
import { useRootData } from './use-root-data';

export function RootLayout() {
  const root = useRootData();
  useRouteLinkNavigation();
  // The checkout is focused (issue 33): its own slim header and footer, not the store's.
  const focused = isCheckoutPath(useLocation().pathname);
  const year = root?.layout ? copyrightYear() : 2026;
  return (
    <RouteBaseProvider>
      <Document lang={root?.selectedLocale.key ?? 'en'}>
        {/* The first Tab stop of every page: past the header to the page's own content. */}
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <ScrollToTop />
        <GlobalSpinner />
        <OldBrowserNotice />
        <CartProvider>
        {focused ? <CheckoutHeader /> : <SiteHeader />}
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        {focused ? <CheckoutFooter year={year} /> : <SiteFooter year={year} />}
        {root?.preview ? <PreviewBar previewProjectId={root.safeEnv.previewProjectId} /> : null}
        <Analytics />
        {/* Nothing at the checkout opens the drawer: the order summary is the cart there. */}
        {focused ? null : <CartDrawer />}
        {/* The header's hole carries the shopper's data block; the checkout's slim header has none. */}
        {focused ? <PersonalDataScript /> : null}
        </CartProvider>
      </Document>
    </RouteBaseProvider>
  );
}

// The copyright year is read once per document render; server and client agree within a day.
function copyrightYear(): number {
  return new Date().getFullYear();
}
