// Every cart store behind the same purchase rules (domain/purchase-rules.ts): before an action
// reaches the store, the variants it names and the cart's lines are looked up on the server (the
// catalogue for availability, the open-box data for units, the order book for units already sold),
// and the action is refused with a shopper's message or rewritten (a unit: quantity 1, the server's
// attributes). A cart holding a sold unit loses that line on its next read or action.
import { variantAvailability } from '../../domain/availability';
import type { Cart } from '../../domain/cart';
import type { CartAction } from '../../domain/cart-actions';
import { CART_MESSAGES } from '../../domain/cart-messages';
import type { Locale } from '../../domain/locale';
import { merchandiseIdsOf, openBoxUnitAttributes, soldLines, vetCartAction, type HeldLine, type MerchandiseFacts } from '../../domain/purchase-rules';
import type { CartStore, MerchandiseLookup, OpenBoxItems, OpenBoxSales } from '../ports';
import { CartError } from './cart-errors';
import type { Merchandise } from './merchandise';

const held = (cart: Cart | null): HeldLine[] => (cart?.lines ?? []).map((l) => ({ id: l.id, merchandiseId: l.merchandise.id, quantity: l.quantity }));

export class PurchaseGuardedCartStore implements CartStore {
  constructor(
    private readonly inner: CartStore,
    private readonly merchandise: MerchandiseLookup,
    private readonly openBox: OpenBoxItems,
    /** Units sold through the embedded checkout; null where the platform takes sold units off sale itself. */
    private readonly sales: OpenBoxSales | null,
  ) {}

  async cart(cartId: string, locale: Locale): Promise<Cart | null> {
    const cart = await this.inner.cart(cartId, locale);
    if (!cart || cart.lines.length === 0) return cart;
    const facts = await this.facts(held(cart).map((l) => l.merchandiseId), locale);
    const sold = soldLines(held(cart), facts);
    if (sold.length === 0) return cart;
    const pruned = await this.inner.apply(cart.id, { action: 'LinesRemove', inputs: { lineIds: sold.map((l) => l.id) } }, locale);
    return { ...pruned, notices: [CART_MESSAGES.openBoxUnitSold] };
  }

  async apply(cartId: string | null, action: CartAction, locale: Locale): Promise<Cart> {
    const current = cartId !== null && action.action !== 'Create' ? await this.inner.cart(cartId, locale) : null;
    const lines = held(current);
    const facts = await this.facts([...merchandiseIdsOf(action), ...lines.map((l) => l.merchandiseId)], locale);
    const sold = soldLines(lines, facts);
    if (current && sold.length > 0) {
      await this.inner.apply(current.id, { action: 'LinesRemove', inputs: { lineIds: sold.map((l) => l.id) } }, locale);
      throw new CartError('refused', CART_MESSAGES.openBoxUnitSold);
    }
    const verdict = vetCartAction(action, lines, facts);
    if (!verdict.ok) throw new CartError(verdict.message === CART_MESSAGES.productUnavailable ? 'unknown-merchandise' : 'refused', verdict.message);
    return this.inner.apply(cartId, verdict.action, locale);
  }

  private async facts(ids: readonly string[], locale: Locale): Promise<Map<string, MerchandiseFacts>> {
    if (ids.length === 0) return new Map();
    const found = await this.merchandise.variantsByIds([...new Set(ids)], locale);
    const units = found.filter((m) => m.openBoxUnit);
    const sold = this.sales && units.length > 0 ? await this.sales.soldUnits(units.map((m) => m.openBoxUnit!.number)) : new Set<string>();
    const listed = await this.listedUnits(units);
    return new Map(
      found.map((m): [string, MerchandiseFacts] => {
        const unit = m.openBoxUnit;
        if (!unit) return [m.id, { availability: variantAvailability(m.availability), unit: null }];
        const item = listed.get(unit.number);
        const attributes = item ? openBoxUnitAttributes(item) : null;
        return [m.id, { availability: variantAvailability(m.availability), unit: { number: unit.number, attributes, sold: sold.has(unit.number) || !item } }];
      }),
    );
  }

  /** The units the open-box data still lists, by number: a unit it dropped has been sold. */
  private async listedUnits(units: readonly Merchandise[]) {
    const products = [...new Set(units.map((m) => m.openBoxUnit!.productId))];
    const lists = await Promise.all(products.map((id) => this.openBox.forProduct(id))).catch((cause: unknown) => {
      throw new CartError('unavailable', 'open-box lookup failed', { cause });
    });
    return new Map(lists.flat().map((item) => [item.open_box_number, item]));
  }
}
