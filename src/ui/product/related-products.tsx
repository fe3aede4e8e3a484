import { Link } from 'react-router';
import { Deferred } from '../components/deferred';
import type { RelatedCardView } from './view-models';

/** Spec section 2: the product carousel shows only with 2 or more items. */
export const MIN_CAROUSEL_ITEMS = 2;

function Carousel({ cards }: { cards: readonly RelatedCardView[] }) {
  if (cards.length < MIN_CAROUSEL_ITEMS) return null;
  return (
    <section className="related-products" aria-labelledby="related-products-heading">
      <h2 id="related-products-heading">You may also like</h2>
      <ul className="related-products__track">
        {cards.map((card) => (
          <li key={card.href} className="related-card">
            <Link to={card.href}>
              {card.image ? <img src={card.image.url} alt="" width={card.image.width} height={card.image.height} loading="lazy" decoding="async" /> : null}
              {card.brand ? <span className="related-card__brand">{card.brand}</span> : null}
              <span className="related-card__title">{card.title}</span>
            </Link>
            <span className="related-card__price">{card.price}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RelatedProducts({ related }: { related: Promise<RelatedCardView[]> }) {
  return (
    <Deferred resolve={related} fallback={null} errorElement={null}>
      {(cards) => <Carousel cards={cards} />}
    </Deferred>
  );
}
