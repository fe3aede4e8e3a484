import { Link } from '../components/link';
import { showsCarousel } from '../../domain/product-page';
import { Deferred } from '../components/deferred';
import { CARD_IMAGE_SIZES, responsiveImageProps } from '../components/responsive-image';
import type { RelatedCardView } from './view-models';

function Carousel({ cards }: { cards: readonly RelatedCardView[] }) {
  if (!showsCarousel(cards.length)) return null;
  return (
    <section className="related-products" aria-labelledby="related-products-heading">
      <h2 id="related-products-heading">You may also like</h2>
      <ul className="related-products__track">
        {cards.map((card) => (
          <li key={card.href} className="related-card">
            <Link to={card.href}>
              {card.image ? <img src={card.image.url} {...responsiveImageProps(card.image.url, CARD_IMAGE_SIZES)} alt="" width={card.image.width} height={card.image.height} loading="lazy" decoding="async" /> : null}
              {card.ribbon ? <span className={`ribbon ribbon--${card.ribbon.kind} related-card__ribbon`}>{card.ribbon.label}</span> : null}
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
