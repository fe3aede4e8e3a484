// The product card of spec section 2: title, brand, stock status, prices, ribbon, two images
// (the second shows on hover), add-to-cart button and payment widget. The widget is one short line,
// the spec's compact words (section 9): 'Or rent for ${rate} /wk' on listings that look rates up,
// else 'Payment options available'; the pay-later lines are the product page's (issue 33: 'at most
// one short finance line', docs/product-card.md). The image box has a fixed size, so cards never
// shift the layout while images load.
import { preload } from 'react-dom';
import { PAYMENT_OPTIONS_AVAILABLE } from '../../domain/payment-options';
import { AddToCartButton, useCartReturnTo } from '../cart/cart-form';
import { cardAnalytics } from './card-analytics';
import { CARD_IMAGE_SIZES, responsiveImageProps } from './responsive-image';
import { RouteLink } from './route-link';
import type { CardRentalState, ProductCardView } from './product-card-view';
import { handleOfProductHref } from '../../domain/product-handle';
import SaveHeart from '../saved/save-heart';
import { CardCompareToggle } from '../compare/card-compare-toggle';
import { StaticPart } from '../static-part';
import { DormantCard, useDormantCard } from './dormant-card';
import { Badge } from './badge';
import { Price } from './price';
import { StockIndicator } from './stock-indicator';


export const CARD_IMAGE_SIZE = 240;

const CARD_PRICE_CLASSES = { root: 'product-card__prices', current: 'product-card__price', was: 'product-card__was', save: 'product-card__save' };

const RENTAL_CLASS = 'product-card__payment product-card__rental';

/**
 * The card's one finance line on a listing: the compact rental line once the listing's rates are
 * there; a line of space until then, so cards do not shift. Only where the card shows payment
 * options. The grid resolves the rates once for all its cards (search/use-rental-lines.ts).
 */
function RentalLine({ sku, rentals }: { sku: string; rentals: CardRentalState }) {
  if (rentals === 'pending') return <p className={RENTAL_CLASS} aria-busy="true">{'\u00a0'}</p>;
  if (rentals === 'failed') return <p className={RENTAL_CLASS}>{PAYMENT_OPTIONS_AVAILABLE}</p>;
  const line = rentals[sku];
  return line ? <p className={RENTAL_CLASS} data-testid="card-rental">{line}</p> : null;
}

/**
 * A frozen view's JSON, made once (a frozen view cannot change). The server keeps the views of the
 * cards it lists on every request and freezes them (server/views/kept-card-views.ts): the same
 * string each time, whose hash V8 keeps, so numbering it for the static part's key costs a lookup
 * (server/ssr/static-parts.ts varyNumber).
 */
const KEYS = new WeakMap<ProductCardView, string>();

export function cardKey(card: ProductCardView): string {
  let json = KEYS.get(card);
  if (json === undefined) {
    json = JSON.stringify(card);
    if (Object.isFrozen(card)) KEYS.set(card, json);
  }
  return json;
}

/** `eager`: the card is in the first screenful, where its image may be the page's LCP: fetched at once, with high priority. */
export function ProductCard({ card, eager = false, rentals }: { card: ProductCardView; eager?: boolean; rentals?: CardRentalState | undefined }) {
  const [first, second] = card.images;
  let json: string | undefined;
  const key = () => (json ??= cardKey(card));
  const returnTo = useCartReturnTo();
  const dormant = useDormantCard(card);
  // An eager card's image may be the page's LCP: its preload goes in the head, asked for here
  // rather than by the <img> (which a spliced card does not render), so every render has it.
  if (eager && first) {
    const { srcSet, sizes } = responsiveImageProps(first, CARD_IMAGE_SIZES);
    preload(first, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: sizes });
  }
  // A carousel's slide past the first screenful, at hydration: the server's HTML, not hydrated.
  if (dormant) return <DormantCard sku={card.sku} />;
  // Made only when rendered: a spliced part's children are never built (static-part.tsx).
  const body = () => {
    const handle = handleOfProductHref(card.href);
    return (
      <>
        <RouteLink to={card.href} className="product-card__link">
          <span className={`product-card__images${second ? ' product-card__images--two' : ''}`}>
            {first ? <img src={first} {...responsiveImageProps(first, CARD_IMAGE_SIZES)} alt={card.title} width={CARD_IMAGE_SIZE} height={CARD_IMAGE_SIZE} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" /> : null}
            {second ? <img src={second} {...responsiveImageProps(second, CARD_IMAGE_SIZES)} alt="" width={CARD_IMAGE_SIZE} height={CARD_IMAGE_SIZE} loading="lazy" decoding="async" className="product-card__second" /> : null}
            {card.ribbon ? <Badge ribbon={card.ribbon} className={`product-card__ribbon product-card__ribbon--${card.ribbon.kind}`} /> : null}
          </span>
          {card.brand ? <span className="product-card__brand">{card.brand}</span> : null}
          {/* The card's heading (an <article> is named by one): level 3, under the h2 of a carousel or of the filters. */}
          <h3 className="product-card__title">{card.title}</h3>
        </RouteLink>
        {handle ? <SaveHeart handle={handle} title={card.title} className="product-card__heart" /> : null}
        <Price current={card.price} was={card.wasPrice} save={card.savePrice} classes={CARD_PRICE_CLASSES} testId="card-price" />
        {card.stockStatus ? (
          <StockIndicator state={card.stockState} className="product-card__stock">
            {card.stockStatus}
          </StockIndicator>
        ) : null}
      </>
    );
  };
  // The cart form returns to this page: a slot each page fills with its own URL.
  const actions = ([to]: readonly string[]) => (
    <>
      <AddToCartButton
        variantId={card.variantId}
        attributes={card.attributes}
        analytics={cardAnalytics(card)}
        optimistic={{ title: card.title, href: card.href, ...(first ? { image: { url: first, alt: card.title } } : {}) }}
        label="Add to Cart"
        className="button button--secondary product-card__add"
        disabled={!card.buyable}
        redirectTo={to}
      />
      <CardCompareToggle card={card} />
    </>
  );
  // The same markup wherever the card is (static-part.tsx): rendered once per card view, and once
  // more for the first screen, where its image is eager. Without a rental line (carousels) the
  // whole card is one part.
  if (rentals === undefined) {
    return (
      <StaticPart name={eager ? 'card-whole-eager' : 'card-whole'} vary={key} anywhere slots={[returnTo]}>
        {(slots) => (
          <article className="product-card" data-sku={card.sku}>
            {body()}
            {/* No rates looked up here (carousels): the compact widget's generic words. */}
            {card.payment ? <p className="product-card__payment">{PAYMENT_OPTIONS_AVAILABLE}</p> : null}
            {actions(slots)}
          </article>
        )}
      </StaticPart>
    );
  }
  return (
    <article className="product-card" data-sku={card.sku}>
      <StaticPart name={eager ? 'card-eager' : 'card'} vary={key} anywhere>
        {body}
      </StaticPart>
      {card.payment ? <RentalLine sku={card.sku} rentals={rentals} /> : null}
      <StaticPart name="card-actions" vary={key} anywhere slots={[returnTo]}>
        {actions}
      </StaticPart>
    </article>
  );
}
