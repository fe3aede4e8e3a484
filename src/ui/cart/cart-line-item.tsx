// One cart line: image, title (cut at 65), SKU text, selected options, open-box marker, line total
// and the quantity controls with the domain's transitions (decrease from 1 removes the line).
import { Link } from '../components/link';
import { canIncreaseLine } from '../../domain/purchase-rules';
import { CartForm } from './cart-form';
import { useCart } from './cart-context';
import { quantityButtonInput } from './optimistic-cart';
import { PendingFigure } from './pending-figure';
import type { CartLineView } from './view-models';
import { Badge } from '../components/badge';

const OPEN_BOX_BADGE = { kind: 'openBox', label: 'Open Box' };

const IMAGE_SIZE = 80;

/** '+' and '−' post a change relative to what the server holds; the server decides that '−' from 1 removes. */
function QuantityButton({ line, direction }: { line: CartLineView; direction: 'decrease' | 'increase' }) {
  const label = direction === 'increase' ? `Increase quantity of ${line.fullTitle}` : line.quantity === 1 ? `Remove ${line.fullTitle}` : `Decrease quantity of ${line.fullTitle}`;
  const form = quantityButtonInput(line.id, direction);
  return (
    <CartForm action={form.action} inputs={form.inputs} className="cart-line__quantity-form">
      <button type="submit" className="cart-line__quantity-button" aria-label={label} disabled={line.id.startsWith('optimistic:') || (direction === 'increase' && !canIncreaseLine(line))}>
        {direction === 'increase' ? '+' : '−'}
      </button>
    </CartForm>
  );
}

export function CartLineItem({ line, onNavigate }: { line: CartLineView; onNavigate?: () => void }) {
  const cart = useCart();
  const busy = line.id.startsWith('optimistic:') || (cart?.pendingLineIds.has(line.id) ?? false);
  return (
    <li className="cart-line" aria-busy={busy} data-line-id={line.id}>
      <div className="cart-line__image">
        {line.image ? <img src={line.image.url} alt={line.image.altText} width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" /> : null}
      </div>
      <div className="cart-line__details">
        <Link to={line.href} className="cart-line__title" title={line.fullTitle} onClick={onNavigate}>
          {line.title}
        </Link>
        {line.skuText ? <p className="cart-line__sku">SKU: {line.skuText}</p> : null}
        {line.options.length > 0 ? (
          <ul className="cart-line__options">
            {line.options.map((option) => (
              <li key={option.name}>
                {option.name}: {option.value}
              </li>
            ))}
          </ul>
        ) : null}
        {line.openBox ? (
          <p className="cart-line__open-box">
            <Badge ribbon={OPEN_BOX_BADGE} className="ribbon ribbon--obx" /> {line.attributes.map((a) => `${a.key}: ${a.value}`).join(', ')}
          </p>
        ) : null}
        {line.backorder ? <p className="cart-line__backorder">{line.backorder}</p> : null}
        {line.changes?.length ? (
          <ul className="cart-line__changes" role="status">
            {line.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        ) : null}
        <div className="cart-line__controls">
          <div className="cart-line__quantity" role="group" aria-label={`Quantity of ${line.fullTitle}`}>
            <QuantityButton line={line} direction="decrease" />
            <span className="cart-line__quantity-value" aria-live="polite">
              {line.quantity}
            </span>
            {/* An open-box unit is one of a kind: no '+' to offer. */}
            {line.openBox || line.unavailable ? null : <QuantityButton line={line} direction="increase" />}
          </div>
          {busy ? <span className="cart-spinner" aria-hidden="true" /> : null}
          <CartForm action="LinesRemove" inputs={{ lineIds: [line.id] }} className="cart-line__remove-form">
            <button type="submit" className="cart-line__remove" disabled={line.id.startsWith('optimistic:')}>
              Remove
            </button>
          </CartForm>
        </div>
      </div>
      {/* While a change to this line is on its way its old total would be wrong beside the new quantity. */}
      <p className="cart-line__total">{busy ? <PendingFigure /> : line.total}</p>
    </li>
  );
}
