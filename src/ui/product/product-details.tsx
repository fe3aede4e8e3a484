// The four accordions: Product Info (open at start, read more/less over 1000 characters),
// Specifications, Features, Shipping & Returns. Native <details>: keyboard and no-JS friendly.
import { useState, type ReactNode } from 'react';
import { ShippingEstimator } from './product-islands';
import type { OpenBoxUnitView, ProductView, ShippingEstimateQuery } from './view-models';

function Section({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details className="product-details__section" open={open}>
      <summary>
        <h2>{title}</h2>
      </summary>
      <div className="product-details__body">{children}</div>
    </details>
  );
}

/**
 * Read more / Read less is a <details> after the clipped text: without JavaScript, opening it lifts
 * the clip (CSS :has) and shows 'Read less'; with it, the open state also drops the clipped class
 * (for browsers without :has).
 */
function ProductInfo({ html, readMore }: { html: string; readMore: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const clipped = readMore && !expanded;
  return (
    <>
      <div className={`product-info${clipped ? ' product-info--clipped' : ''}`} dangerouslySetInnerHTML={{ __html: html }} />
      {readMore ? (
        <details className="product-info__more" open={expanded} onToggle={(event) => setExpanded(event.currentTarget.open)}>
          <summary className="product-info__toggle">
            <span className="product-info__read-more">Read more</span>
            <span className="product-info__read-less">Read less</span>
          </summary>
        </details>
      ) : null}
    </>
  );
}

/** `openBoxUnits` in open-box mode: the estimator quotes a unit at its own price. */
export function ProductDetails({
  product,
  openBoxUnits = null,
  shippingEstimate = null,
}: {
  product: ProductView;
  openBoxUnits?: Promise<OpenBoxUnitView[]> | null;
  /** The estimate the URL asked for: Shipping & Returns opens on it. */
  shippingEstimate?: Promise<ShippingEstimateQuery> | null;
}) {
  return (
    <div className="product-details">
      <Section title="Product Info" open>
        <ProductInfo html={product.info.html} readMore={product.info.readMore} />
        {product.manufacturerLink ? (
          <p>
            <a href={product.manufacturerLink} rel="noopener noreferrer nofollow" target="_blank">
              Visit the manufacturer’s website
            </a>
          </p>
        ) : null}
      </Section>
      {product.specificationsHtml ? (
        <Section title="Specifications">
          <div dangerouslySetInnerHTML={{ __html: product.specificationsHtml }} />
        </Section>
      ) : null}
      {product.featuresHtml ? (
        <Section title="Features">
          <div dangerouslySetInnerHTML={{ __html: product.featuresHtml }} />
        </Section>
      ) : null}
      <Section title="Shipping & Returns" open={shippingEstimate !== null}>
        {product.shipping.label ? (
          <p className="product-shipping">
            <strong>{product.shipping.label}</strong>
            {product.shipping.showCalculator ? ' (calculated by postcode)' : null}
          </p>
        ) : (
          <p className="product-shipping">Each open-box unit shows its shipping beside its price.</p>
        )}
        {product.shipping.showCalculator ? <ShippingEstimator handle={product.handle} variant={{ sku: product.sku, options: product.options.map((o) => ({ name: o.name, value: o.selected })) }} openBoxUnits={product.openBoxMode ? openBoxUnits : null} asked={shippingEstimate} /> : null}
        <p>{product.shipping.returns}</p>
      </Section>
    </div>
  );
}
