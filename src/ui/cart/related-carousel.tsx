// "You may also like" in the cart drawer: asked for only when the cart has 1 or 2 lines, at most 8
// products, autoplay every 5 s that stops on hover or click and resumes after 8 s. Failures show
// nothing (spec section 8: only logged, on the server).
import { useEffect, useRef, useState } from 'react';
import { Link } from '../components/link';
import { shouldFetchRelatedProducts } from '../../domain/cart';
import { CAROUSEL_RESUME_MS, CART_CAROUSEL_AUTOPLAY_MS } from '../../domain/timing';
import { AddToCartButton } from './cart-form';
import { useCart } from './cart-context';
import type { RelatedProductView } from './view-models';
import { Badge } from '../components/badge';

const IMAGE_SIZE = 120;

/** Null product ids: not known yet, keep the current suggestions. */
function useRelatedProducts(productIds: readonly string[] | null, prefix: string): RelatedProductView[] {
  const [products, setProducts] = useState<RelatedProductView[]>([]);
  const key = productIds?.join('\n') ?? null;
  useEffect(() => {
    if (productIds === null) return;
    if (!shouldFetchRelatedProducts(productIds.length)) {
      setProducts([]);
      return;
    }
    const controller = new AbortController();
    fetch(`${prefix}/api/fetch-related-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(productIds),
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<RelatedProductView[]>) : []))
      .then(setProducts)
      .catch(() => undefined);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' content is the key
  }, [key, prefix]);
  return products;
}

export function RelatedCarousel({ productIds }: { productIds: readonly string[] | null }) {
  const cart = useCart();
  const products = useRelatedProducts(productIds, cart?.prefix ?? '');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const resume = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (paused || products.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % products.length), CART_CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, products.length]);
  useEffect(() => () => void (resume.current && clearTimeout(resume.current)), []);

  if (!cart || products.length === 0) return null;
  const pause = () => {
    setPaused(true);
    if (resume.current) clearTimeout(resume.current);
    resume.current = setTimeout(() => setPaused(false), CAROUSEL_RESUME_MS);
  };
  const visible = cart.carouselVisible;
  return (
    // Named apart from the product page's own "You may also like" region behind the drawer: landmarks
    // on one page need distinct names (axe landmark-unique).
    <section className="related-carousel" aria-label="You may also like: suggestions for your cart" onMouseEnter={pause} onClick={pause}>
      <div className="related-carousel__header">
        <h3>You may also like</h3>
        <button type="button" className="link-button" aria-expanded={visible} onClick={() => cart.setCarouselVisible(!visible)}>
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {visible ? (
        <ul className="related-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {products.map((product, i) => (
            <li key={product.variantId} className="related-carousel__item" aria-hidden={i !== index}>
              {product.image ? <img src={product.image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" /> : <span className="related-carousel__placeholder" />}
              {product.ribbon ? <Badge ribbon={product.ribbon} className={`product-card__ribbon product-card__ribbon--${product.ribbon.kind}`} /> : null}
              <Link to={product.href} tabIndex={i === index ? 0 : -1}>
                {product.title}
              </Link>
              <p>{product.price}</p>
              <AddToCartButton variantId={product.variantId} optimistic={{ title: product.title, href: product.href }} className="button button--small" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
