import { useLoaderData } from '../router/hooks';
import { Link } from '../components/link';
import { AddToCartButton } from '../cart/cart-form';
import { Breadcrumbs } from '../product/breadcrumbs';
import { NewStockPromo, OpenBoxPromo, OpenBoxUnits } from '../product/open-box';
import { PaymentOptions } from '../product/payment-options';
import { ProductAlerts } from '../product/product-islands';
import { ProductDetails } from '../product/product-details';
import { ProductGallery, ProductVideos } from '../product/product-gallery';
import { ProductPrice } from '../product/product-price';
import { ProductSeo } from '../product/product-seo';
import { ProductStock, ProductStoreStock } from '../product/product-stock';
import { Badge, OutlineBadge } from '../components/badge';
import { RelatedProducts } from '../product/related-products';
import { VariantPicker } from '../product/variant-picker';
import type { ProductPageData } from '../product/view-models';
import { useRootData } from '../use-root-data';
import { RecentlyViewedSlot } from '../recent/recently-viewed-slot';
import SaveHeart from '../saved/save-heart';
import { CompareToggle } from '../compare/compare-toggle';

export default function ProductPage() {
  const { product, stock, openBox, rental, related, shippingEstimate } = useLoaderData() as ProductPageData;
  const prefix = useRootData()?.selectedLocale.pathPrefix ?? '';
  return (
    <article className={`product-page${product.openBoxMode ? ' product-page--open-box' : ''}`} data-mode={product.openBoxMode ? 'open-box' : 'normal'}>
      <ProductSeo seo={product.seo} />
      <Breadcrumbs trail={product.breadcrumbs} current={product.title} />
      {product.openBoxMode ? (product.newStockHref ? <NewStockPromo href={product.newStockHref} /> : null) : <OpenBoxPromo units={openBox} href={product.openBoxHref} />}
      <div className="product-page__main">
        <div className="product-page__media">
          {/* A new variant may bring its own first picture: the gallery starts again on it. */}
          <ProductGallery key={product.images[0]?.url ?? ''} images={product.images} title={product.title} />
          <ProductVideos videos={product.videos} title={product.title} />
        </div>
        <div className="product-page__summary">
          {/* The brand's wordmark and the product's badges share one row over the title. */}
          <div className="product-page__marks">
            <p className="product-page__brand">
              {product.brand.href ? (
                <Link to={product.brand.href}>
                  {product.brand.logo ? <img src={product.brand.logo} alt={product.brand.name} width={128} height={64} /> : product.brand.name}
                </Link>
              ) : (
                product.brand.name
              )}
            </p>
            <div className="product-page__badges">
              {product.ribbon ? <Badge ribbon={product.ribbon} className={`ribbon ribbon--${product.ribbon.kind}`} testId="ribbon" /> : null}
              {product.warranty ? <OutlineBadge className="warranty-badge">{product.warranty}</OutlineBadge> : null}
            </div>
          </div>
          <h1 className="product-page__title">{product.title}</h1>
          <p className="product-page__sku">
            SKU: <span data-testid="product-sku">{product.sku}</span>
          </p>
          <SaveHeart handle={product.handle} title={product.title} className="product-page__heart" />
          <ProductPrice price={product.price} />
          {/* A listing's stock is its unit, which its open-box list describes: no new-stock status beside it. */}
          {product.openBoxListing ? null : <ProductStock stock={stock} fallbackStatus={product.metafieldStock} fallbackState={product.metafieldStockState} />}
          <VariantPicker options={product.options} />
          {product.openBoxMode ? (
            <OpenBoxUnits units={openBox} newStockHref={product.newStockHref} title={product.title} />
          ) : product.openBoxListing ? null : (
            <div className="product-page__buy">
              <AddToCartButton
                variantId={product.variant.id}
                disabled={!product.variant.available}
                analytics={product.analytics}
                optimistic={{ title: product.title, href: product.variant.href, ...(product.images[0] ? { image: { url: product.images[0].url, alt: product.title } } : {}) }}
              />
              {product.variant.available && product.buyNowHref ? (
                <a className="button button--secondary buy-now" href={`${prefix}${product.buyNowHref}`} rel="nofollow">
                  Buy Now
                </a>
              ) : null}
            </div>
          )}
          {product.openBoxListing ? null : <ProductStoreStock stock={stock} />}
          <CompareToggle item={{ handle: product.handle, title: product.title, href: `/products/${product.handle}`, image: product.images[0]?.url ?? null }} className="compare-toggle--page" />
          {product.openBoxMode ? null : <ProductAlerts variantId={product.variant.id} available={product.variant.available} />}
          <PaymentOptions payment={product.payment} rental={rental} />
          <p className="product-page__enquiry">
            <Link to={product.enquiry.stock}>Stock enquiry</Link>
            {' · '}
            <Link to={product.enquiry.price}>Found it cheaper? Price challenge</Link>
          </p>
        </div>
      </div>
      <ProductDetails product={product} openBoxUnits={openBox} shippingEstimate={shippingEstimate ?? null} />
      <RelatedProducts related={related} />
      <RecentlyViewedSlot current={{ productId: product.id, handle: product.handle }} />
    </article>
  );
}
