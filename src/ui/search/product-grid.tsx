import { ProductCard } from '../components/product-card';
import type { CardRentalLines, ProductCardView } from '../components/product-card-view';

/** Cards above the fold load at once; the rest lazily. */
const EAGER_CARDS = 4;

/** `rentals`: the listing's deferred rental lines, when its loader looked them up. */
export function ProductGrid({ cards, rentals }: { cards: readonly ProductCardView[]; rentals?: CardRentalLines | Promise<CardRentalLines> | undefined }) {
  if (cards.length === 0) return <p className="shop-grid__empty">No products match your selection. Try fewer filters or another search.</p>;
  return (
    <ul className="shop-grid" aria-label="Products">
      {cards.map((card, index) => (
        <li key={card.sku} id={`product-${card.sku}`}>
          <ProductCard card={card} eager={index < EAGER_CARDS} rentals={rentals} />
        </li>
      ))}
    </ul>
  );
}
