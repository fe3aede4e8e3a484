import { Price } from '../components/price';
import type { PriceView } from './view-models';

const PAGE_PRICE_CLASSES = { root: 'product-price', current: 'product-price__current', was: 'product-price__was', save: 'product-price__save', label: 'product-price__label' };

/** The product page's price: the one Price, large. */
export function ProductPrice({ price }: { price: PriceView }) {
  return <Price current={price.current} was={price.was} save={price.was ? `Save ${price.save}` : null} label={price.label} size="large" classes={PAGE_PRICE_CLASSES} testId="product-price" />;
}
