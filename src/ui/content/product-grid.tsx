import { ProductCard } from '../components/product-card';
import type { ProductCardView } from '../components/product-card-view';

/** Cards above the fold load at once; the rest lazily. */
const EAGER_CARDS = 4;

/** A listing page's products, as the shop's product cards. */
export function ProductGrid({ products, label }: { products: readonly ProductCardView[]; label: string }) {
  if (products.length === 0) return <p className="product-grid__empty">No products to show right now. Please check back soon.</p>;
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.sku}>
          <ProductCard card={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="product-grid product-grid--loading" aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="product-grid__placeholder" />
      ))}
    </ul>
  );
}
