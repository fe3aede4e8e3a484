// The header's account link: 'My Account' for a signed-in shopper, 'Login' otherwise. A personal
// hole of the shared shell (src/ui/personal/holes.tsx), rendered per response.
import { RouteLink } from '../components/route-link';

export function AccountLink({ signedIn }: { signedIn: boolean }) {
  return (
    <RouteLink to={signedIn ? '/account' : '/account/login'} className="site-header__account">
      <AccountIcon />
      <span className="site-header__account-text">{signedIn ? 'My Account' : 'Login'}</span>
    </RouteLink>
  );
}

function AccountIcon() {
  return (
    <svg className="icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
