import type { ProductCardView } from '../components/product-card-view';
import { handleOfProductHref } from './compare-item';
import { CompareToggle } from './compare-toggle';

/** A card's 'Compare' toggle, for cards that link to a product page: an icon button under the save heart. */
export function CardCompareToggle({ card }: { card: ProductCardView }) {
  const handle = handleOfProductHref(card.href);
  if (!handle) return null;
  return <CompareToggle item={{ handle, title: card.title, href: `/products/${handle}`, image: card.images[0] ?? null }} className="product-card__compare" icon />;
}
