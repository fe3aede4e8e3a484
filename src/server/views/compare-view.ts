// Maps a comparison (application/product/compare-products.ts) into the compare page's view model,
// each column dressed as the product page dresses its product: the same price, stock, ribbon,
// warranty and payment-option views, in the shopper's currency.
import type { Comparison, ComparedProduct } from '../../application/product/compare-products';
import { isDifference } from '../../domain/compare/specification-table';
import { serializeHandleList } from '../../domain/compare/compare-list';
import type { CompareColumnView, ComparePageData, CompareRowView } from '../../ui/compare/view-models';
import { productPath, toProductView, toStockView, type PageContext } from './product-view';

export const MISSING_VALUE = '—';
export const COMPARE_PATH = '/compare';

/** The shareable page of a list: '/compare?products=a,b' (commas kept readable). */
export function comparePath(handles: readonly string[], options: { differencesOnly?: boolean; add?: string } = {}): string {
  if (handles.length === 0 && !options.add) return COMPARE_PATH;
  const query = [`products=${serializeHandleList(handles)}`];
  if (options.differencesOnly) query.push('differences=only');
  if (options.add) query.push(`add=${options.add}`);
  return `${COMPARE_PATH}?${query.join('&')}`;
}

function storeLines(stock: ComparedProduct['stock']): string[] {
  return stock.stores.map((store) => `${store.name}: ${[store.inStock ? 'In stock' : 'Not in stock', store.hasDemo ? 'demo unit on display' : null].filter(Boolean).join(', ')}`);
}

function toColumn({ page, stock }: ComparedProduct, context: PageContext): CompareColumnView {
  const view = toProductView(page, context, new URLSearchParams());
  const stockView = toStockView(stock, context.locale);
  const image = view.images[0];
  return {
    handle: view.handle,
    title: view.title,
    href: productPath(view.handle),
    brand: view.brand.name,
    image: image ? { src: image.url, alt: image.alt } : null,
    price: view.price,
    stock: stockView.known ? { status: stockView.status, count: stockView.count } : { status: view.metafieldStock, count: null },
    stores: stockView.known ? storeLines(stock) : [],
    stockKnown: stockView.known,
    ribbon: view.ribbon,
    warranty: view.warranty,
    payment: view.payment ? [view.payment.afterpay, view.payment.paypal, view.payment.zip].filter((line): line is string => line !== null) : [],
  };
}

export interface CompareViewOptions {
  differencesOnly: boolean;
  notes: string[];
  replacing: { handle: string; title: string } | null;
}

export function toCompareView(comparison: Comparison, context: PageContext, options: CompareViewOptions): ComparePageData {
  const handles = comparison.products.map((p) => p.page.product.handle);
  const rows: CompareRowView[] = comparison.rows.map((row) => ({ name: row.name, values: row.values.map((v) => v ?? MISSING_VALUE), differs: isDifference(row) }));
  const shown = options.differencesOnly ? rows.filter((row) => row.differs) : rows;
  return {
    handles,
    columns: comparison.products.map((product) => toColumn(product, context)),
    rows: shown,
    differencesOnly: options.differencesOnly,
    sameRowCount: rows.length - rows.filter((row) => row.differs).length,
    notes: [...comparison.missing.map((handle) => `“${handle}” is no longer available and was removed from the comparison.`), ...options.notes],
    replacing: options.replacing,
    links: { allRows: comparePath(handles), differencesOnly: comparePath(handles, { differencesOnly: true }) },
  };
}
