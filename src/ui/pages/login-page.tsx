import { useLoaderData } from '../router/hooks';
import { Link } from '../components/link';
import { LOG_IN_FIELDS } from '../account/account-fields';
import { AccountForm } from '../account/account-form';
import type { AccountFormPageView } from '../account/view-models';
import { PRIVATE_PAGE_ROBOTS } from '../../domain/seo';
import { PageMeta } from '../components/page-meta';

export default function LoginPage() {
  const page = useLoaderData() as AccountFormPageView;
  return (
    <section className="account-page account-page--form" aria-labelledby="login-title">
      <PageMeta title="Login" robots={PRIVATE_PAGE_ROBOTS} />
      <h1 id="login-title">Login</h1>
      <AccountForm action="/account/login" label="Login" fields={LOG_IN_FIELDS} submitLabel="Sign in" busyLabel="Signing in…" notice={page.notice} />
      <p className="account-page__switch">
        New customer? <Link to="/account/register">Create an account</Link>
      </p>
    </section>
  );
}
