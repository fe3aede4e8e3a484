// The focused checkout's frame (issue 33, observation 6): a slim header with the logo and a secure
// checkout mark, and a footer of the shop's policies, in place of the store's header, newsletter and
// footer. Nothing on the way to placing the order invites the shopper somewhere else.
import { CookieSettingsButton } from '../analytics/cookie-settings';
import { RouteLink } from '../components/route-link';
import { ContentLink } from '../layout/content-link';
import { useRootData } from '../use-root-data';

/** The checkout's pages (the order form and its confirmation), under any market's prefix. */
export const isCheckoutPath = (pathname: string): boolean => /(^|\/)checkout\/[^/]+\/?$/.test(pathname);

/** A padlock, drawn in the text's colour. */
function Padlock() {
  return (
    <svg className="checkout-header__lock" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1.5 1.5 0 0 0-1.5 1.5v6A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 12 6h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 5V4.5a2 2 0 1 1 4 0V6H6Z" />
    </svg>
  );
}

export function CheckoutHeader() {
  const title = useRootData()?.layout.siteTitle ?? '';
  return (
    <header className="checkout-header">
      <div className="checkout-header__bar">
        <RouteLink to="/" className="site-header__logo checkout-header__logo">
          {title}
        </RouteLink>
        <p className="checkout-header__secure" data-testid="secure-checkout">
          <Padlock />
          Secure checkout
        </p>
      </div>
    </header>
  );
}

/** The policies a shopper may want before paying: the order-information menu the editors keep. */
export function CheckoutFooter({ year }: { year: number }) {
  const root = useRootData();
  const links = root?.layout.menus.orderInformation.links ?? [];
  return (
    <footer className="checkout-footer">
      {links.length > 0 ? (
        <nav aria-label="Policies">
          <ul className="checkout-footer__links">
            {links.map((link) => (
              <li key={link.href + link.label}>
                <ContentLink href={link.href}>{link.label}</ContentLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="checkout-footer__copyright">
        © {year} {root?.layout.siteTitle ?? ''}. All rights reserved. <CookieSettingsButton />
      </p>
    </footer>
  );
}
