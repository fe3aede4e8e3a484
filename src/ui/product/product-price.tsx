import type { PriceView } from './view-models';

export function ProductPrice({ price }: { price: PriceView }) {
  return (
    <p className={`product-price${price.was ? ' product-price--sale' : ''}${price.label ? ' product-price--labelled' : ''}`}>
      {price.label ? <span className="product-price__label">{price.label}</span> : null}
      <span className="product-price__current" data-testid="product-price">{price.current}</span>
      {price.was ? (
        <>
          <s className="product-price__was">
            <span className="visually-hidden">Was </span>
            {price.was}
          </s>
          <span className="product-price__save">Save {price.save}</span>
        </>
      ) : null}
    </p>
  );
}
