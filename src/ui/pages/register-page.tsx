import { useLoaderData } from '../router/hooks';
import { Link } from '../components/link';
import { REGISTER_FIELDS } from '../account/account-fields';
import { AccountForm } from '../account/account-form';
import type { AccountFormPageView } from '../account/view-models';
import { PRIVATE_PAGE_ROBOTS } from '../../domain/seo';
import { PageMeta } from '../components/page-meta';

export default function RegisterPage() {
  const page = useLoaderData() as AccountFormPageView;
  return (
    <section className="account-page account-page--form" aria-labelledby="register-title">
      <PageMeta title="Create an account" robots={PRIVATE_PAGE_ROBOTS} />
      <h1 id="register-title">Create an account</h1>
      <AccountForm action="/account/register" label="Create an account" fields={REGISTER_FIELDS} submitLabel="Create account" busyLabel="Creating your account…" notice={page.notice} />
      <p className="account-page__switch">
        Already have an account? <Link to="/account/login">Log in</Link>
      </p>
    </section>
  );
}
