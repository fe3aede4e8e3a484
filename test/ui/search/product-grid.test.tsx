// @vitest-environment happy-dom
// A listing's rental lines are resolved once for the grid: when they are still on their way as the
// page is rendered, every card shows a placeholder line, and the lines fill every card in one update
// when they arrive (a Suspense boundary per card hydrated one boundary per commit: 240 on a long
// listing). Without JavaScript, one link offers the page sent complete.
import { act, Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAYMENT_OPTIONS_AVAILABLE } from '../../../src/domain/payment-options';
import type { CardRentalLines, ProductCardView } from '../../../src/ui/components/product-card-view';
import { promiseFrom } from '../../../src/ui/deferred-data';
import { ProductGrid } from '../../../src/ui/search/product-grid';

const card = (n: number): ProductCardView => ({
  sku: `SKU-${n}`, title: `Guitar ${n}`, brand: 'Fender', href: `/products/guitar-${n}`, stockStatus: null, buyable: true, stockState: 'in-stock', price: '$1,299', wasPrice: null, savePrice: null, ribbon: null,
  images: ['/images/products/1.svg'], variantId: `gid://shopify/ProductVariant/${n}`, payment: 'Own it from $25/week with Zip', openBox: false, attributes: [], priceAmount: '1299.00',
});
const CARDS = Array.from({ length: 30 }, (_, i) => card(i + 1));
// Every third card has a rate; the others get no line.
const LINES: CardRentalLines = Object.fromEntries(CARDS.filter((_, i) => i % 3 === 0).map((c) => [c.sku, `Or rent for A$${c.sku.slice(4)}.00 /wk`]));

function page(rentals: CardRentalLines | Promise<CardRentalLines>, onCommit: () => void = () => {}) {
  const router = createMemoryRouter([{ id: 'root', path: '/collections/guitars', element: (
    <Profiler id="grid" onRender={onCommit}>
      <ProductGrid cards={CARDS} rentals={rentals} />
    </Profiler>
  ) }], { initialEntries: ['/collections/guitars'] });
  return <RouterProvider router={router} />;
}
const rentalLines = (html: string) => [...html.matchAll(/data-testid="card-rental">([^<]*)</g)].map((m) => m[1]);
const placeholders = (html: string) => html.split('aria-busy="true"').length - 1;
const completeLinks = (html: string) => html.split('Show these details').length - 1;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('the listing grid and its rental lines', () => {
  it('renders the lines in place when they were there as the page was rendered (a promise marked settled)', () => {
    const html = renderToString(page(promiseFrom({ ok: true, value: LINES }) as Promise<CardRentalLines>));
    expect(rentalLines(html)).toEqual(Object.values(LINES));
    expect(placeholders(html)).toBe(0);
    expect(completeLinks(html)).toBe(0);
    expect(html).not.toContain('<!--$');
  });

  it('renders a placeholder line on every card while the lines are on their way, with one link to the complete page, and no Suspense boundary', () => {
    const html = renderToString(page(new Promise<CardRentalLines>(() => undefined)));
    expect(placeholders(html)).toBe(CARDS.length);
    expect(rentalLines(html)).toEqual([]);
    expect(completeLinks(html)).toBe(1);
    expect(html).toContain('href="/collections/guitars?complete=1"');
    expect(html).not.toContain('<!--$');
  });

  it('hydrates the pending page as the server rendered it, then fills every card in one commit when the lines arrive', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(new Promise<CardRentalLines>(() => undefined)));
    document.body.append(container);
    const lines = deferred<CardRentalLines>();
    const errors: unknown[] = [];
    let onCommit = () => {};
    await act(async () => {
      hydrateRoot(container, page(lines.promise, () => onCommit()), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(placeholders(container.innerHTML)).toBe(CARDS.length);
    // Each commit's count of placeholder lines (the hearts and Compare toggles commit on their own too).
    const seen: number[] = [];
    onCommit = () => seen.push(placeholders(container.innerHTML));
    await act(async () => lines.resolve(LINES));
    expect(new Set(seen)).toEqual(new Set([0]));
    expect(rentalLines(container.innerHTML)).toEqual(Object.values(LINES));
    expect(placeholders(container.innerHTML)).toBe(0);
    expect(completeLinks(container.innerHTML)).toBe(0);
    container.remove();
  });

  it('shows the generic payment line on every card when the lookup fails', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const lines = deferred<CardRentalLines>();
    container.innerHTML = renderToString(page(new Promise<CardRentalLines>(() => undefined)));
    await act(async () => {
      hydrateRoot(container, page(lines.promise));
    });
    await act(async () => lines.reject(new Error('rental service down')));
    const generic = [...container.querySelectorAll('.product-card__rental')].map((p) => p.textContent);
    expect(generic).toEqual(CARDS.map(() => PAYMENT_OPTIONS_AVAILABLE));
    container.remove();
  });
});
