// The mega menu's panel: top categories, the active one's subcategories (hover or focus picks one)
// and the brands list. Its own chunk (mega-menu.tsx).
import { useState } from 'react';
import { RouteLink } from '../components/route-link';
import type { MenuCategoryView } from '../view-models';
import { promotedBrandLinks } from './brand-links';

export default function MegaMenuPanel({ categories, selectedIndex = 0 }: { categories: readonly MenuCategoryView[]; selectedIndex?: number }) {
  const [activeIndex, setActiveIndex] = useState(selectedIndex);
  // A department chosen in the header's row shows its subcategories (mega-menu.tsx).
  const [selected, setSelected] = useState(selectedIndex);
  if (selected !== selectedIndex) {
    setSelected(selectedIndex);
    setActiveIndex(selectedIndex);
  }
  const active = categories[activeIndex] ?? categories[0];
  const brands = promotedBrandLinks(categories);
  return (
    <>
      <ul className="mega-menu__categories" aria-label="Categories">
        {categories.map((category, index) => (
          <li key={category.href} className={index === activeIndex ? 'is-active' : undefined}>
            <RouteLink to={category.href} onMouseEnter={() => setActiveIndex(index)} onFocus={() => setActiveIndex(index)}>
              {category.name}
            </RouteLink>
          </li>
        ))}
      </ul>
      {active ? (
        <div className="mega-menu__subcategories" aria-label={active.name} role="group">
          <p className="mega-menu__heading">
            <RouteLink to={active.href}>Shop all {active.name}</RouteLink>
          </p>
          <ul>
            {active.children.map((sub) => (
              <li key={sub.href}>
                <RouteLink to={sub.href} className="mega-menu__sub">
                  {sub.name}
                </RouteLink>
                {sub.children.length > 0 ? (
                  <ul>
                    {sub.children.map((leaf) => (
                      <li key={leaf.href}>
                        <RouteLink to={leaf.href}>{leaf.name}</RouteLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mega-menu__brands" role="group" aria-label="Brands">
        <p className="mega-menu__heading">Brands</p>
        <ul>
          {brands.map((link) => (
            <li key={link.brand}>
              <RouteLink to={link.href}>{link.brand}</RouteLink>
            </li>
          ))}
          <li>
            <RouteLink to="/pages/brands">All Brands</RouteLink>
          </li>
        </ul>
      </div>
    </>
  );
}
