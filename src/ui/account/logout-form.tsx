import { useHref } from '../router/hooks';

/** Log-out is a POST (a link could be triggered by another site); the server answers with the home page. */
export function LogoutForm() {
  return (
    <form method="post" action={useHref('/account/logout')} className="account-logout">
      <button type="submit" className="button button--secondary">
        Log out
      </button>
    </form>
  );
}
