// What the compare page receives (issue 19): plain, already formatted values, one column per product.
import type { PriceView } from '../product/view-models';

export interface CompareColumnView {
  handle: string;
  title: string;
  /** The product page, without the locale prefix. */
  href: string;
  brand: string;
  image: { src: string; alt: string } | null;
  price: PriceView;
  /** Online stock: 'In Stock' and '3 available online', as the product page says it. */
  stock: { status: string | null; count: string | null };
  /** In-store availability lines ('Forestville: In stock, demo unit on display'); empty: not in our stores. */
  stores: string[];
  /** False when the inventory could not say: the column shows the stock status only. */
  stockKnown: boolean;
  ribbon: { kind: string; label: string } | null;
  warranty: string | null;
  /** The payment-option lines the product page shows (Afterpay, PayPal, Zip); empty when hidden. */
  payment: string[];
}

export interface CompareRowView {
  name: string;
  /** One per column; '—' where the product has no such row. */
  values: string[];
  differs: boolean;
}

export interface ComparePageData {
  /** The handles on show, in order (the shareable list). */
  handles: string[];
  columns: CompareColumnView[];
  /** The specification rows on show: all of them, or only those that differ. */
  rows: CompareRowView[];
  differencesOnly: boolean;
  /** Specification rows the products share, hidden by 'Show differences only'. */
  sameRowCount: number;
  /** Products that dropped out, and other things the shopper should know. */
  notes: string[];
  /** A 5th product asked to join a full comparison: which one it should replace. */
  replacing: { handle: string; title: string } | null;
  /** Paths without the locale prefix. */
  links: { allRows: string; differencesOnly: string };
}
