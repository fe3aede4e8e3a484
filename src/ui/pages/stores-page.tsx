import { useLoaderData } from '../router/hooks';
import { Link } from '../components/link';
import { OpenNowBadge, telHref, TradingHours } from '../content/store-parts';
import type { StoresPageView } from '../content/view-models';
import { PageMeta } from '../components/page-meta';
import { RichTextView } from '../components/rich-text';

/** /pages/locations: the editors' page text, then every store with its hours and "open now". */
export default function StoresPage() {
  const page = useLoaderData() as StoresPageView;
  return (
    <article className="stores-page">
      <PageMeta title={page.seoTitle} description={page.description} />
      <h1>{page.title}</h1>
      <div className="rich-text">
        <RichTextView value={page.body} />
      </div>
      <ul className="store-list">
        {page.stores.map((store) => (
          <li key={store.slug} className="store-card">
            <h2>
              <Link to={store.href}>{store.name}</Link>
            </h2>
            <OpenNowBadge openNow={store.openNow} />
            <address>
              {store.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <p>
              Phone <a href={telHref(store.phoneNumber)}>{store.phoneNumber}</a>
            </p>
            <p>
              Email <a href={`mailto:${store.email}`}>{store.email}</a>
            </p>
            <TradingHours hours={store.hours} />
          </li>
        ))}
      </ul>
    </article>
  );
}
