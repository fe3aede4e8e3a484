// The header's link to the saved list with its count: personal root data (so a cached shell can
// leave it as a hole), updated in place when a heart on this page changes the list.
import { useEffect, useState } from 'react';
import { RouteLink } from '../components/route-link';
import { useRootData } from '../use-root-data';
import { SAVED_COUNT_EVENT } from './saved-events';

export function SavedLink() {
  const rendered = useRootData()?.savedCount ?? null;
  const [count, setCount] = useState(rendered);
  useEffect(() => setCount(rendered), [rendered]);
  useEffect(() => {
    const onChange = (event: Event) => setCount((event as CustomEvent<number>).detail);
    window.addEventListener(SAVED_COUNT_EVENT, onChange);
    return () => window.removeEventListener(SAVED_COUNT_EVENT, onChange);
  }, []);
  return (
    <RouteLink to="/account/saved" className="saved-link" aria-label={count === null ? 'Saved items' : `Saved items, ${count}`}>
      <svg className="icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {count ? <span className="saved-link__count" data-testid="saved-count">{count}</span> : null}
    </RouteLink>
  );
}
