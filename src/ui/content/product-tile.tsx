import { Link } from 'react-router';
import type { ProductTileView } from './view-models';

/** A compact product card for carousels and listing pages; the image box is fixed (no layout shift). */
export function ProductTile({ product }: { product: ProductTileView }) {
  return (
    <article className="product-tile">
      <Link to={product.href} className="product-tile__link">
        <span className="product-tile__image">
          {product.image ? <img src={product.image} alt="" width={240} height={240} loading="lazy" decoding="async" /> : null}
          {product.ribbon ? <span className="product-tile__ribbon">{product.ribbon}</span> : null}
        </span>
        {product.brand ? <span className="product-tile__brand">{product.brand}</span> : null}
        <span className="product-tile__title">{product.title}</span>
      </Link>
      <p className="product-tile__prices">
        <span className="product-tile__price">{product.price}</span>
        {product.wasPrice ? (
          <s className="product-tile__was">
            <span className="visually-hidden">Was </span>
            {product.wasPrice}
          </s>
        ) : null}
      </p>
      {product.stockStatus ? <p className="product-tile__stock">{product.stockStatus}</p> : null}
    </article>
  );
}

export function ProductGrid({ products, label }: { products: readonly ProductTileView[]; label: string }) {
  if (products.length === 0) return <p className="product-grid__empty">No products to show right now. Please check back soon.</p>;
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.sku}>
          <ProductTile product={product} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="product-grid product-grid--loading" aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="product-tile product-tile--placeholder" />
      ))}
    </ul>
  );
}
