import { ProductCard } from '../components/product-card';
import type { ProductCardView } from '../components/product-card';

/** Cards above the fold load at once; the rest lazily. */
const EAGER_CARDS = 4;

export function ProductGrid({ cards }: { cards: readonly ProductCardView[] }) {
  if (cards.length === 0) return <p className="shop-grid__empty">No products match your selection. Try fewer filters or another search.</p>;
  return (
    <ul className="shop-grid" aria-label="Products">
      {cards.map((card, index) => (
        <li key={card.sku} id={`product-${card.sku}`}>
          <ProductCard card={card} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
