import { Link } from '../components/link';
import { productPageMode } from '../../domain/product-page';
import { Deferred } from '../components/deferred';
import { AddToCartButton } from '../cart/cart-form';
import { UnitPaymentOptions } from './payment-options';
import type { OpenBoxUnitView } from './view-models';

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

function Unit({ unit, title }: { unit: OpenBoxUnitView; title: string }) {
  return (
    <li className="open-box-unit" data-testid="open-box-unit">
      <p className="open-box-unit__prices">
        <strong className="open-box-unit__price" data-testid="open-box-unit-price">
          {unit.price}
        </strong>
        {unit.retailPrice ? (
          <>
            {' '}
            <s className="open-box-unit__retail">
              <span className="visually-hidden">New price </span>
              {unit.retailPrice}
            </s>
          </>
        ) : null}
      </p>
      <p className="open-box-unit__shipping" data-testid="open-box-unit-shipping">
        {unit.shipping}
      </p>
      <dl className="open-box-unit__facts">
        <dt>Condition</dt>
        <dd>{unit.condition}</dd>
        <dt>Original box</dt>
        <dd>{yesNo(unit.originalBox)}</dd>
        <dt>All accessories</dt>
        <dd>{yesNo(unit.allAccessories)}</dd>
        {unit.comments ? (
          <>
            <dt>Comments</dt>
            <dd>{unit.comments}</dd>
          </>
        ) : null}
        <dt>Located at</dt>
        <dd>{unit.warehouse}</dd>
      </dl>
      <UnitPaymentOptions payment={unit.payment} label={`Payment options for open-box unit ${unit.number}`} />
      <AddToCartButton variantId={unit.variantId} attributes={unit.attributes} optimistic={{ title: `${title} (Open Box)` }} label={`Add open-box unit ${unit.number} to cart`} />
    </li>
  );
}

/** Open-box mode: the units for sale, each added to the cart with its condition as line attributes. */
export function OpenBoxUnits({ units, newStockHref, title }: { units: Promise<OpenBoxUnitView[]>; newStockHref: string | null; title: string }) {
  const none = (
    <p className="open-box-units__none">
      No open-box units are available right now.{newStockHref ? <> <Link to={newStockHref}>View New Stock</Link></> : null}
    </p>
  );
  return (
    <section className="open-box-units" aria-labelledby="open-box-heading">
      <h2 id="open-box-heading">Open-box units</h2>
      <Deferred resolve={units} fallback={<p aria-busy="true">Checking open-box units…</p>} errorElement={none}>
        {(list) => (list.length === 0 ? none : <ul>{list.map((unit) => <Unit key={unit.number} unit={unit} title={title} />)}</ul>)}
      </Deferred>
    </section>
  );
}

/** Without obx (the page renders this promo only then): 'View Options' once open-box units are known to exist. */
export function OpenBoxPromo({ units, href }: { units: Promise<OpenBoxUnitView[]>; href: string }) {
  return (
    <Deferred resolve={units} fallback={null} errorElement={null}>
      {(list) =>
        productPageMode('', list.length, null).promo !== 'view-options' ? null : (
          <aside className="product-promo product-promo--open-box" aria-label="Open-box options">
            <p>{list.length === 1 ? 'An open-box unit of this product is available.' : `${list.length} open-box units of this product are available.`}</p>
            <Link className="button button--secondary" to={href}>
              View Options
            </Link>
          </aside>
        )
      }
    </Deferred>
  );
}

/** With obx and a parent product: back to the new stock. */
export function NewStockPromo({ href }: { href: string }) {
  return (
    <aside className="product-promo product-promo--new-stock" aria-label="New stock">
      <p>Prefer it brand new?</p>
      <Link className="button button--secondary" to={href}>
        View New Stock
      </Link>
    </aside>
  );
}
