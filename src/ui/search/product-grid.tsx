import { ProductCard } from '../components/product-card';
import { CompletePageLink } from '../components/deferred';
import type { CardRentalLines, ProductCardView } from '../components/product-card-view';
import { useRentalLines } from './use-rental-lines';

/** Cards above the fold load at once; the rest lazily. */
const EAGER_CARDS = 4;

/** `rentals`: the listing's rental lines, when its loader looked them up (a promise while they are on their way). */
export function ProductGrid({ cards, rentals }: { cards: readonly ProductCardView[]; rentals?: CardRentalLines | Promise<CardRentalLines> | undefined }) {
  const lines = useRentalLines(rentals);
  if (cards.length === 0) return <p className="shop-grid__empty">No products match your selection. Try fewer filters or another search.</p>;
  return (
    <>
      <ul className="shop-grid" aria-label="Products">
        {cards.map((card, index) => (
          <li key={card.sku} id={`product-${card.sku}`}>
            <ProductCard card={card} eager={index < EAGER_CARDS} rentals={lines} />
          </li>
        ))}
      </ul>
      {/* Without JavaScript the lines never fill in: the same page, sent once they are all there. */}
      {lines === 'pending' ? <CompletePageLink /> : null}
    </>
  );
}
