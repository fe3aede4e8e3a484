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
      <div className="open-box-unit__head">
        {unit.grade ? (
          <p className="open-box-unit__grade">
            <span className="visually-hidden">Grade: </span>
            {unit.grade}
          </p>
        ) : null}
        <p className="open-box-unit__number">Unit {unit.number}</p>
      </div>
      <p className="open-box-unit__prices" data-price={unit.retailPrice ? 'sale' : 'regular'} data-size="large">
        <span className="price__label">Open-box price</span>
        <strong className="open-box-unit__price price__current" data-testid="open-box-unit-price">
          {unit.price}
        </strong>
        {unit.retailPrice ? (
          <>
            {' '}
            <s className="open-box-unit__retail price__was">
              <span className="visually-hidden">New price </span>
              {unit.retailPrice}
            </s>
            <span className="open-box-unit__new-label" aria-hidden="true">
              new
            </span>
          </>
        ) : null}
        {unit.saving ? <span className="open-box-unit__saving price__save">{unit.saving}</span> : null}
      </p>
      <p className="open-box-unit__shipping" data-testid="open-box-unit-shipping">
        {unit.shipping}
      </p>
      <dl className="open-box-unit__facts">
        <div className="open-box-unit__fact open-box-unit__fact--wide">
          <dt>Condition</dt>
          <dd>{unit.condition}</dd>
        </div>
        <div className="open-box-unit__fact" data-check={unit.originalBox ? 'yes' : 'no'}>
          <dt>Original box</dt>
          <dd>{yesNo(unit.originalBox)}</dd>
        </div>
        <div className="open-box-unit__fact" data-check={unit.allAccessories ? 'yes' : 'no'}>
          <dt>All accessories</dt>
          <dd>{yesNo(unit.allAccessories)}</dd>
        </div>
        {unit.comments ? (
          <div className="open-box-unit__fact open-box-unit__fact--wide">
            <dt>Comments</dt>
            <dd>{unit.comments}</dd>
          </div>
        ) : null}
        <div className="open-box-unit__fact">
          <dt>Located at</dt>
          <dd>{unit.warehouse}</dd>
        </div>
      </dl>
      <AddToCartButton
        variantId={unit.variantId}
        attributes={unit.attributes}
        optimistic={{ title: `${title} (Open Box)` }}
        label={`Add open-box unit ${unit.number} to cart`}
        className="button button--large button--block open-box-unit__add"
      />
      <UnitPaymentOptions payment={unit.payment} label={`Payment options for open-box unit ${unit.number}`} />
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
