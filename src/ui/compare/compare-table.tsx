// The comparison itself: one column per product, the rows the product page shows (price, stock,
// in-store availability, ribbon, warranty, payment options) and then every specification row.
// On phones two product columns fit the screen and the rest are a swipe away (scroll snap); the
// product headers and row names stay in view (sticky).
import type { ReactNode } from 'react';
import { RouteLink, useRouteBase } from '../components/route-link';
import type { CompareColumnView, ComparePageData } from './view-models';

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

function Row({ name, cells, className }: { name: string; cells: ReactNode[]; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row">{name}</th>
      {cells.map((cell, i) => (
        <td key={i}>{cell}</td>
      ))}
    </tr>
  );
}

export function CompareTable({ page }: { page: ComparePageData }) {
  const { columns } = page;
  const stock = (c: CompareColumnView) => (c.stock.status ? [c.stock.status, c.stock.count ? `${c.stock.count === 'Only one left' ? c.stock.count : `${c.stock.count} available online`}` : null].filter(Boolean).join(' · ') : NONE);
  return (
    <div className="compare-table__scroll" role="region" aria-label="Comparison, scrolls sideways" tabIndex={0} data-columns={columns.length}>
      <table className="compare-table">
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {columns.map((c) => (
              <th key={c.handle} scope="col" className="compare-table__product" data-handle={c.handle}>
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
          <Row name="Brand" cells={columns.map((c) => c.brand || NONE)} />
          <Row name="Price" cells={columns.map((c) => <Price key={c.handle} price={c.price} />)} />
          <Row name="Online stock" cells={columns.map(stock)} />
          <Row name="In-store availability" cells={columns.map((c) => (c.stockKnown ? <Lines key={c.handle} lines={c.stores.length ? c.stores : ['Not in stock in our stores right now.']} /> : NONE))} />
          <Row name="Ribbon" cells={columns.map((c) => (c.ribbon ? <span className={`ribbon ribbon--${c.ribbon.kind}`}>{c.ribbon.label}</span> : NONE))} />
          <Row name="Warranty" cells={columns.map((c) => c.warranty ?? NONE)} />
          <Row name="Payment options" cells={columns.map((c) => <Lines key={c.handle} lines={c.payment} />)} />
        </tbody>
        <tbody className="compare-table__specifications">
          <tr>
            <th scope="rowgroup" colSpan={columns.length + 1} className="compare-table__group">
              <span>Specifications</span>
            </th>
          </tr>
          {page.rows.map((row) => (
            <Row key={row.name} name={row.name} cells={row.values} className={row.differs ? 'compare-table__row--differs' : undefined} />
          ))}
          {page.rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1}>{page.differencesOnly ? 'These products have the same specifications.' : 'No specifications listed.'}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
