// The comparison itself: one column per product, the rows the product page shows (price, stock,
// in-store availability, ribbon, warranty, payment options) and then every specification row.
// On phones two product columns fit the screen and the rest are a swipe away (scroll snap); the
// product headers and row names stay in view (sticky).
import { useId, type ReactNode } from 'react';
import { RouteLink, useRouteBase } from '../components/route-link';
import type { CompareColumnView, ComparePageData } from './view-models';
import { Badge } from '../components/badge';

const NONE = '—';

function Price({ price }: { price: CompareColumnView['price'] }) {
  return (
    <p className="compare-price">
      <span className="compare-price__current">{price.current}</span>
      {price.was ? (
        <>
          {' '}
          <s className="compare-price__was">
            <span className="visually-hidden">Was </span>
            {price.was}
          </s>{' '}
          <span className="compare-price__save">Save {price.save}</span>
        </>
      ) : null}
    </p>
  );
}

function Lines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return <>{NONE}</>;
  return (
    <ul className="compare-lines">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function RemoveForm({ column, handles }: { column: CompareColumnView; handles: readonly string[] }) {
  const base = useRouteBase();
  return (
    <form method="post" action={`${base}/compare/toggle`} className="compare-remove">
      <input type="hidden" name="handle" value={column.handle} />
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="list" value={handles.join(',')} />
      <button type="submit" className="compare-remove__button">
        Remove<span className="visually-hidden"> {column.title}</span>
      </button>
    </form>
  );
}

/**
 * One row: its name heads the row, and each cell names its two headers (the product's column and the
 * row), so a screen reader reads them with it (WCAG H43: the table has headers across and down).
 */
function Row({ name, cells, columnIds, id, className }: { name: string; cells: ReactNode[]; columnIds: readonly string[]; id: string; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row" id={id}>
        {name}
      </th>
      {cells.map((cell, i) => (
        <td key={i} headers={`${columnIds[i]} ${id}`}>
          {cell}
        </td>
      ))}
    </tr>
  );
}

export function CompareTable({ page }: { page: ComparePageData }) {
  const { columns } = page;
  const ids = useId();
  const columnIds = columns.map((_, i) => `${ids}-product-${i}`);
  const rowId = (n: number) => `${ids}-row-${n}`;
  const row = (n: number, name: string, cells: ReactNode[], className?: string) => <Row key={`${n}-${name}`} id={rowId(n)} name={name} cells={cells} columnIds={columnIds} className={className} />;
  const specificationsId = `${ids}-specifications`;
  const stock = (c: CompareColumnView) => (c.stock.status ? [c.stock.status, c.stock.count].filter(Boolean).join(' · ') : NONE);
  return (
    <div className="compare-table__scroll" role="region" aria-label="Comparison, scrolls sideways" tabIndex={0} data-columns={columns.length}>
      <table className="compare-table">
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {columns.map((c, i) => (
              <th key={c.handle} id={columnIds[i]} scope="col" className="compare-table__product" data-handle={c.handle}>
                {c.image ? <img src={c.image.src} alt="" width={96} height={96} loading="lazy" decoding="async" /> : null}
                <RouteLink to={c.href} className="compare-table__title">
                  {c.title}
                </RouteLink>
                <RemoveForm column={c} handles={page.handles} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(0, 'Brand', columns.map((c) => c.brand || NONE))}
          {row(1, 'Price', columns.map((c) => <Price key={c.handle} price={c.price} />))}
          {row(2, 'Online stock', columns.map(stock))}
          {row(3, 'In-store availability', columns.map((c) => (c.stockKnown ? <Lines key={c.handle} lines={c.stores.length ? c.stores : ['Not in stock in our stores right now.']} /> : NONE)))}
          {row(4, 'Ribbon', columns.map((c) => (c.ribbon ? <Badge ribbon={c.ribbon} className={`ribbon ribbon--${c.ribbon.kind}`} /> : NONE)))}
          {row(5, 'Warranty', columns.map((c) => c.warranty ?? NONE))}
          {row(6, 'Payment options', columns.map((c) => <Lines key={c.handle} lines={c.payment} />))}
        </tbody>
        <tbody className="compare-table__specifications">
          {/* The group's name heads its first column only, so every product column keeps one header. */}
          <tr className="compare-table__group">
            <th scope="rowgroup" id={specificationsId}>
              <span>Specifications</span>
            </th>
            <td colSpan={columns.length} headers={[...columnIds, specificationsId].join(' ')}>
              {page.rows.length === 0 ? (page.differencesOnly ? 'These products have the same specifications.' : 'No specifications listed.') : null}
            </td>
          </tr>
          {page.rows.map((r, n) => row(7 + n, r.name, r.values, r.differs ? 'compare-table__row--differs' : undefined))}
        </tbody>
      </table>
    </div>
  );
}
