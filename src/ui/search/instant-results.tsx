import { useEffect, useState } from 'react';
import { Link } from '../components/link';
import { SEARCH_STALLED_DELAY_MS } from '../../domain/timing';
import { useRootData } from '../use-root-data';
import { useDebouncedFetch } from './use-debounced-fetch';
import type { InstantResultsView } from './view-models';

const INSTANT_IMAGE_SIZE = 56;

/** True once a search has been loading for longer than the stalled-search delay (200 ms). */
function useStalled(loading: boolean): boolean {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    setStalled(false);
    if (!loading) return;
    const timer = window.setTimeout(() => setStalled(true), SEARCH_STALLED_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return stalled;
}

/** Results as the shopper types, and a link to all of them. */
export function InstantResults({ text }: { text: string }) {
  const locale = useRootData()?.selectedLocale.key;
  const term = text.trim();
  const query = new URLSearchParams({ q: term, ...(locale ? { locale } : {}) });
  const { data, loading } = useDebouncedFetch<InstantResultsView>(term === '' ? null : `/api/search/instant?${query}`);
  const stalled = useStalled(loading);
  if (term === '') return null;
  if (!data) return stalled ? <p className="instant-results__status">Searching…</p> : null;
  if (data.totalHits === 0) return <p className="instant-results__status">No products found for “{data.query}”.</p>;
  return (
    <div className="instant-results" aria-live="polite">
      <ul className="instant-results__list" aria-label="Instant results">
        {data.hits.map((hit) => (
          <li key={hit.href}>
            <Link to={hit.href} className="instant-results__hit">
              <span className="instant-results__image">{hit.image ? <img src={hit.image} alt="" width={INSTANT_IMAGE_SIZE} height={INSTANT_IMAGE_SIZE} /> : null}</span>
              <span className="instant-results__text">
                {hit.brand ? <span className="instant-results__brand">{hit.brand}</span> : null}
                <span className="instant-results__title">{hit.title}</span>
                <span className="instant-results__price">{hit.price}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={data.searchHref} className="instant-results__all">
        View all {data.totalHits} results
      </Link>
    </div>
  );
}

export default InstantResults;
