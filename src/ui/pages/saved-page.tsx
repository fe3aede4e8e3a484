// /account/saved: the shopper's saved products as they are now (price, stock, Add to Cart), the
// price-drop line where the price fell since saving, and Remove. Works without JavaScript: Remove
// is a form post that comes back here.
import { useLoaderData } from '../router/hooks';
import { PRIVATE_PAGE_ROBOTS } from '../../domain/seo';
import { SAVED_MESSAGES } from '../../domain/saved-items';
import { ProductCard } from '../components/product-card';
import { PageMeta } from '../components/page-meta';
import { RouteLink } from '../components/route-link';
import type { SavedPageView, SavedProductView } from '../saved/view-models';
import { useRootData } from '../use-root-data';

export default function SavedPage() {
  const { signedIn, notice, products, limitText, error } = useLoaderData() as SavedPageView;
  return (
    <section className="saved-page" aria-labelledby="saved-title">
      <PageMeta title="Saved items" robots={PRIVATE_PAGE_ROBOTS} />
      <h1 id="saved-title">Saved items</h1>
      <p className="saved-page__limit">
        {limitText}
        {signedIn ? null : (
          <>
            {' '}
            <RouteLink to="/account/login">Log in</RouteLink>
          </>
        )}
      </p>
      {notice ? <p role="status" className={`saved-page__notice saved-page__notice--${notice.tone}`}>{notice.text}</p> : null}
      {error ? <p role="alert" className="saved-page__notice saved-page__notice--error">{error}</p> : null}
      {!error && products.length === 0 ? <p className="saved-page__empty">{SAVED_MESSAGES.empty}</p> : null}
      {products.length > 0 ? (
        <>
          {/* The cards' titles are h3s, under this level 2 heading. */}
          <h2 id="saved-products-title" className="visually-hidden">Saved products</h2>
          <ul className="shop-grid saved-page__grid" aria-labelledby="saved-products-title">
            {products.map((product) => (
              <li key={product.handle} className="saved-page__item" data-testid="saved-item" data-handle={product.handle}>
                <SavedProduct product={product} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function SavedProduct({ product }: { product: SavedProductView }) {
  return (
    <>
      {product.card ? <ProductCard card={product.card} /> : <p className="saved-page__gone">{SAVED_MESSAGES.unknownProduct}</p>}
      {product.priceDrop ? <p className="saved-page__drop" data-testid="price-drop">{product.priceDrop}</p> : null}
      <p className="saved-page__date">{product.savedOn}</p>
      <RemoveForm handle={product.handle} title={product.card?.title ?? product.handle} />
    </>
  );
}

function RemoveForm({ handle, title }: { handle: string; title: string }) {
  const prefix = useRootData()?.selectedLocale.pathPrefix ?? '';
  return (
    <form method="post" action={`${prefix}/account/saved`} className="saved-page__remove">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="handle" value={handle} />
      <button type="submit" className="button button--secondary" aria-label={`Remove ${title}`}>
        Remove
      </button>
    </form>
  );
}
