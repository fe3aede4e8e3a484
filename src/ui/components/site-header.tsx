import { Link } from 'react-router';
import { CartLink } from '../cart/cart-link';
import { useRootData } from '../use-root-data';

/** Header: promotions, account link and the category menu. */
export function SiteHeader() {
  const root = useRootData();
  if (!root) return null;
  const { layout, categoryData, isAuthenticated } = root;
  return (
    <header className="site-header">
      <p className="promo-strip promo-strip--mobile">{layout.promotions.freeShippingMobile}</p>
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo">{layout.siteTitle}</Link>
        <nav aria-label="Account">
          {isAuthenticated ? <Link to="/account">My Account</Link> : <Link to="/account/login">Login</Link>}
          <CartLink />
        </nav>
      </div>
      <nav aria-label="Shop by Category" className="category-nav">
        <ul>
          {categoryData.map((category) => (
            <li key={category.href}>
              <Link to={category.href}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
