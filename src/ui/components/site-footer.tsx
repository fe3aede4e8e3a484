import { Link } from 'react-router';
import { useRootData } from '../use-root-data';

/** Footer: the about/orders/category accordions and the copyright line. */
export function SiteFooter({ year }: { year: number }) {
  const root = useRootData();
  if (!root) return null;
  const { layout } = root;
  return (
    <footer className="site-footer">
      <div className="site-footer__menus">
        {layout.footer.accordions.map((menu) => (
          <section key={menu.title}>
            <h2>{menu.title}</h2>
            <ul>
              {menu.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="site-footer__copyright">
        © {year} {layout.siteTitle}
      </p>
    </footer>
  );
}
