// Recently viewed (issue 19): the last 12 products this browser viewed, newest first, the one on
// screen left out, as cards. The browser keeps only ids and handles; the cards come from
// /api/product-cards when shown, so prices are today's and in the page's currency. 'Clear' forgets
// the list. No server state.
import { useEffect, useState } from 'react';
import { recentlyViewedShown, type ViewedProduct } from '../../domain/recently-viewed';
import { handleOfProductHref } from '../../domain/product-handle';
import { ProductCard } from '../components/product-card';
import type { ProductCardView } from '../components/product-card-view';
import { Carousel } from '../layout/carousel';
import { useRootData } from '../use-root-data';
import { storedViews, storeViews } from './viewed-storage';

export default function RecentlyViewed({ current }: { current: ViewedProduct | null }) {
  const locale = useRootData()?.selectedLocale.key;
  const [cards, setCards] = useState<ProductCardView[]>([]);
  const currentHandle = current?.handle ?? null;

  useEffect(() => {
    // The slot has recorded the product on screen already.
    const list = storedViews();
    const shown = recentlyViewedShown(list, currentHandle);
    if (shown.length === 0) return setCards([]);
    const controller = new AbortController();
    const query = new URLSearchParams({ ids: shown.map((seen) => seen.productId).join(','), ...(locale ? { locale } : {}) });
    fetch(`/api/product-cards?${query}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ cards: ProductCardView[] }>) : { cards: [] }))
      .then(({ cards: found }) => {
        // Newest first, as the browser's list says; products the shop no longer has are left out.
        const order = new Map(shown.map((seen, index) => [seen.handle, index]));
        setCards(found.filter((card) => order.has(handleOfProductHref(card.href) ?? '')).sort((a, b) => order.get(handleOfProductHref(a.href)!)! - order.get(handleOfProductHref(b.href)!)!));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [currentHandle, locale]);

  if (cards.length === 0) return null;
  const clear = () => {
    storeViews([]);
    setCards([]);
  };
  return (
    <section className="product-carousel recently-viewed" aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <header className="product-carousel__header">
        <h2 id="recently-viewed-title">Recently viewed</h2>
        <button type="button" className="link-button" onClick={clear}>
          Clear
        </button>
      </header>
      <Carousel label="Recently viewed">
        {cards.map((card) => (
          <ProductCard key={card.sku} card={card} />
        ))}
      </Carousel>
    </section>
  );
}
