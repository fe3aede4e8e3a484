// The mobile menu's contents (categories, listings, menus, Need Help?): a chunk of its own, loaded
// as an island (mobile-menu-island.tsx). The burger, the panel and its Close button stay with the
// header (mobile-menu.tsx).
import type { LayoutSettings } from '../../application/content/content';
import type { MenuCategoryView } from '../view-models';
import { Accordion } from './accordion';
import { ContentLink } from './content-link';
import { RouteLink } from '../components/route-link';

const LISTING_LINKS = [
  { label: 'New Arrivals', href: '/pages/new-arrivals' },
  { label: 'Clearance Centre', href: '/pages/clearance-centre' },
  { label: 'Open Box', href: '/pages/open-box' },
];

export interface MobileMenuContentsProps {
  categories: readonly MenuCategoryView[];
  layout: LayoutSettings;
  /** The panel's id: the Need Help? region's label is named after it. */
  panelId: string;
}

export default function MobileMenuContents({ categories, layout, panelId }: MobileMenuContentsProps) {
  const { support } = layout;
  return (
    <>
      <nav aria-label="Mobile">
        <ul className="mobile-menu__list">
          {categories
            .filter((category) => category.productCount > 0)
            .map((category) => (
              <li key={category.href}>
                {category.children.length > 0 ? (
                  <Accordion title={category.name} level={null} className="mobile-menu__category">
                    <ul>
                      <li>
                        <RouteLink to={category.href}>Shop all {category.name}</RouteLink>
                      </li>
                      {category.children.map((sub) => (
                        <li key={sub.href}>
                          <RouteLink to={sub.href}>{sub.name}</RouteLink>
                        </li>
                      ))}
                    </ul>
                  </Accordion>
                ) : (
                  <RouteLink to={category.href}>{category.name}</RouteLink>
                )}
              </li>
            ))}
          {LISTING_LINKS.map((link) => (
            <li key={link.href}>
              <RouteLink to={link.href}>{link.label}</RouteLink>
            </li>
          ))}
          <li>
            <Accordion title="About Us" level={null}>
              <MenuLinks links={layout.menus.aboutUs.links} />
            </Accordion>
          </li>
          <li>
            <Accordion title="Order Info" level={null}>
              <MenuLinks links={layout.menus.orderInformation.links} />
            </Accordion>
          </li>
        </ul>
      </nav>
      <div role="region" className="mobile-menu__help" aria-labelledby={`${panelId}-help`}>
        {/* Not a heading: the menu comes before the page's <h1>. */}
        <p id={`${panelId}-help`} className="mobile-menu__help-title">
          Need Help?
        </p>
        <p>
          <a href={`tel:${support.phone.replace(/\s+/g, '')}`}>{support.phone}</a>
        </p>
        <p>
          <a href={`mailto:${support.email}`}>Email us</a>
        </p>
      </div>
    </>
  );
}

function MenuLinks({ links }: { links: LayoutSettings['menus']['aboutUs']['links'] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <ContentLink href={link.href}>{link.label}</ContentLink>
        </li>
      ))}
    </ul>
  );
}
