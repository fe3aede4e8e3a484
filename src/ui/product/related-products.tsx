import { Link } from '../components/link';
import { showsCarousel } from '../../domain/product-page';
import { Deferred } from '../components/deferred';
import { CARD_IMAGE_SIZES, responsiveImageProps } from '../components/responsive-image';
import type { RelatedCardView } from './view-models';
import { Badge } from '../components/badge';
import { Price } from '../components/price';

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
              {card.ribbon ? <Badge ribbon={card.ribbon} className={`ribbon ribbon--${card.ribbon.kind} related-card__ribbon`} /> : null}
              {card.brand ? <span className="related-card__brand">{card.brand}</span> : null}
              <span className="related-card__title">{card.title}</span>
            </Link>
            <Price current={card.price} classes={{ root: 'related-card__prices', current: 'related-card__price' }} />
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
