// /compare?products=h1,h2,… (issue 19): server-rendered from its query, shareable, kept out of
// search indexes. Works without JavaScript: removing, replacing and 'Show differences only' are
// forms and links.
import { useEffect } from 'react';
import { useLoaderData } from '../router/hooks';
import { MAX_COMPARED } from '../../domain/compare/compare-list';
import { PRIVATE_PAGE_ROBOTS } from '../../domain/seo';
import { CompareTable } from '../compare/compare-table';
import { comparedHandles, writeComparedHandles } from '../compare/compare-cookie';
import type { ComparePageData } from '../compare/view-models';
import { PageMeta } from '../components/page-meta';
import { RouteLink, useRouteBase } from '../components/route-link';

// The tray the 'Compare' toggles open comes with this page's chunk (compare-toggle.tsx): a chunk of
// its own would be one more place every page's shared code is imported from, and the bundler would
// then split that code apart, growing every page's first load.
export { showTray, toggleCompare } from '../compare/compare-tray';

/** A 5th product asked to join without JavaScript: which one should it replace? */
function ReplacePanel({ page }: { page: ComparePageData }) {
  const base = useRouteBase();
  if (!page.replacing) return null;
  return (
    <section className="compare-replace compare-replace--page" aria-labelledby="compare-replace-title">
      <h2 id="compare-replace-title">Compare holds up to {MAX_COMPARED} products</h2>
      <p>Choose one to replace with {page.replacing.title}:</p>
      <ul>
        {page.columns.map((c) => (
          <li key={c.handle}>
            <form method="post" action={`${base}/compare/toggle`}>
              <input type="hidden" name="handle" value={page.replacing!.handle} />
              <input type="hidden" name="replace" value={c.handle} />
              <input type="hidden" name="list" value={page.handles.join(',')} />
              <button type="submit" className="button button--secondary">
                Replace {c.title}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <RouteLink to={page.links.allRows}>Keep these {MAX_COMPARED}</RouteLink>
    </section>
  );
}

/** Products the shop no longer has leave the browser's own list too. */
function useDropMissing(page: ComparePageData) {
  useEffect(() => {
    const mine = comparedHandles();
    const shown = new Set(page.handles);
    const asked = new URLSearchParams(location.search).get('products')?.split(',') ?? [];
    const gone = asked.filter((h) => !shown.has(h) && mine.includes(h));
    if (gone.length > 0) writeComparedHandles(mine.filter((h) => !gone.includes(h)));
  }, [page.handles]);
}

export default function ComparePage() {
  const page = useLoaderData() as ComparePageData;
  useDropMissing(page);
  return (
    <section className="compare-page" aria-labelledby="compare-page-title">
      <PageMeta title="Compare products" robots={PRIVATE_PAGE_ROBOTS} />
      <h1 id="compare-page-title">Compare products</h1>
      {page.notes.length > 0 ? (
        <ul className="compare-page__notes" role="status">
          {page.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <ReplacePanel page={page} />
      {page.columns.length === 0 ? (
        <div className="compare-page__empty">
          <p>No products to compare yet. Choose ‘Compare’ on up to {MAX_COMPARED} products to see them side by side.</p>
          <RouteLink to="/" className="button">
            Continue shopping
          </RouteLink>
        </div>
      ) : (
        <>
          <p className="compare-page__filter">
            {page.differencesOnly ? (
              <>
                Showing differences only{page.sameRowCount > 0 ? ` (${page.sameRowCount} matching ${page.sameRowCount === 1 ? 'row' : 'rows'} hidden)` : ''}. <RouteLink to={page.links.allRows}>Show all rows</RouteLink>
              </>
            ) : (
              <RouteLink to={page.links.differencesOnly} className="compare-page__differences">
                Show differences only
              </RouteLink>
            )}
          </p>
          <CompareTable page={page} />
        </>
      )}
    </section>
  );
}
