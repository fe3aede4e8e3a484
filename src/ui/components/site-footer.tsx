import { CookieSettingsButton } from '../analytics/cookie-settings';
import { Accordion } from '../layout/accordion';
import { ContentLink } from '../layout/content-link';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { StaticPart } from '../static-part';
import { useRootData } from '../use-root-data';
import type { StoreSummaryView } from '../content/view-models';

/** From here the footer's accordions are open columns (must match layout.css). */
const FOOTER_DESKTOP = '(min-width: 1024px)';

/**
 * Footer (spec section 2): newsletter, the three-feature banner, store accordions, the About /
 * Orders / Category accordions, the Lessons blurb and careers link, and the copyright line.
 */
export function SiteFooter({ year }: { year: number }) {
  // The same markup on every page of a locale and content version (and year): rendered once (static-part.tsx).
  return (
    <StaticPart name="footer" vary={String(year)}>
      <FooterContents year={year} />
    </StaticPart>
  );
}

function FooterContents({ year }: { year: number }) {
  const root = useRootData();
  if (!root) return null;
  const { layout } = root;
  const { footer } = layout;
  return (
    <footer className="site-footer">
      <section className="site-footer__newsletter" aria-label="Newsletter">
        <NewsletterForm />
      </section>
      <ul className="site-footer__features" aria-label="Why shop with us">
        {footer.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="site-footer__columns">
        <div className="site-footer__stores">
          {root.stores.map((store) => (
            <Accordion key={store.slug} title={store.name} className="site-footer__accordion" staticFrom={FOOTER_DESKTOP}>
              <StoreDetails store={store} />
            </Accordion>
          ))}
        </div>
        <div className="site-footer__menus">
          {footer.accordions.map((menu) => (
            <Accordion key={menu.title} title={menu.title} className="site-footer__accordion" staticFrom={FOOTER_DESKTOP}>
              <ul>
                {menu.links.map((link) => (
                  <li key={link.href + link.label}>
                    <ContentLink href={link.href}>{link.label}</ContentLink>
                  </li>
                ))}
              </ul>
            </Accordion>
          ))}
        </div>
        <section className="site-footer__lessons" aria-labelledby="footer-lessons">
          <h3 id="footer-lessons">Lessons</h3>
          <p>{footer.lessonsBlurb}</p>
          <p>
            <ContentLink href={footer.lessonsUrl}>Find a teacher</ContentLink>
          </p>
          <p>
            <ContentLink href={footer.careersUrl}>Careers</ContentLink>
          </p>
        </section>
      </div>
      <p className="site-footer__copyright">
        © {year} {layout.siteTitle}. All rights reserved. <CookieSettingsButton />
      </p>
    </footer>
  );
}

function StoreDetails({ store }: { store: StoreSummaryView }) {
  return (
    <div className="store-details">
      <address>
        {store.address.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <p>
        Phone <a href={`tel:${store.phoneNumber.replace(/\s+/g, '')}`}>{store.phoneNumber}</a>
      </p>
      <p>
        Email <a href={`mailto:${store.email}`}>{store.email}</a>
      </p>
      <dl className="store-details__hours">
        <dt>Mon - Fri</dt>
        <dd>{store.hours.weekdays}</dd>
        <dt>Saturday</dt>
        <dd>{store.hours.saturday}</dd>
        <dt>Sunday</dt>
        <dd>{store.hours.sunday}</dd>
      </dl>
      <ContentLink href={store.href}>Store details</ContentLink>
    </div>
  );
}
