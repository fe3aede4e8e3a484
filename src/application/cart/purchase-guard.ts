// Every cart store behind the same purchase rules (domain/purchase-rules.ts): before an action
// reaches the store, the variants it names and the cart's lines are looked up on the server (the
// catalogue for availability, the open-box data for units, the order book for units already sold),
// and the action is refused with a shopper's message or rewritten (a unit: quantity 1, the server's
// attributes). A cart holding a sold unit loses that line on its next read or action.
import { LRUCache } from 'lru-cache';
import { variantAvailability } from '../../domain/availability';
import type { Cart, CartAttribute } from '../../domain/cart';
import { variantGid } from '../../domain/catalogue/product-card';
import { displaySku } from '../../domain/product-page';
import { sellableQuantity } from '../../domain/inventory-policy';
import type { CartAction } from '../../domain/cart-actions';
import { CART_MESSAGES } from '../../domain/cart-messages';
import type { Locale } from '../../domain/locale';
import { merchandiseIdsOf, openBoxNumberOf, openBoxUnitAttributes, soldLines, vetCartAction, type HeldLine, type MerchandiseFacts } from '../../domain/purchase-rules';
import type { ActionOnce, CartStore, MerchandiseLookup, OpenBoxItems, OpenBoxSales } from '../ports';
import { CartError, isCartError } from './cart-errors';
import type { Merchandise } from './merchandise';

/** The unit number a line names for its variant; `held` when the cart already holds the line (a held unit the data stopped listing has been sold). */
interface Claim {
  number: string;
  held: boolean;
}
type Claims = ReadonlyMap<string, Claim>;

const claimsOf = (lines: readonly { merchandiseId: string; attributes?: readonly CartAttribute[] | undefined }[], held: boolean): [string, Claim][] =>
  lines.flatMap((l) => {
    const number = openBoxNumberOf(l.attributes);
    return number ? [[l.merchandiseId, { number, held }]] : [];
  });
const addedClaims = (action: CartAction) => claimsOf(action.action === 'LinesAdd' ? action.inputs.lines : action.action === 'Create' ? action.inputs.input.lines ?? [] : [], false);
const heldClaims = (cart: Cart | null) => claimsOf((cart?.lines ?? []).map((l) => ({ merchandiseId: l.merchandise.id, attributes: l.attributes })), true);

interface UnitIdentity {
  number: string;
  productId: string;
  held: boolean;
}

/** Which unit a variant is: the lookup's word, else the number a line claims for it (checked against the open-box data later). */
function unitIdentity(m: Merchandise, claims: Claims): UnitIdentity | null {
  const claim = claims.get(m.id);
  if (m.openBoxUnit) return { ...m.openBoxUnit, held: claim?.held ?? false };
  return claim && m.productSku ? { number: claim.number, productId: displaySku(m.productSku), held: claim.held } : null;
}

const unitKey = (productId: string, number: string) => `${productId}\u0000${number}`;

const held = (cart: Cart | null): HeldLine[] => (cart?.lines ?? []).map((l) => ({ id: l.id, merchandiseId: l.merchandise.id, quantity: l.quantity }));

/** How long a cart keeps saying that the shop removed a sold unit, unless the shopper acts first. */
const NOTICE_MS = 10 * 60_000;
const MAX_NOTICES = 10_000;

export class PurchaseGuardedCartStore implements CartStore {
  /** Carts the shop changed on its own: every read says so (the header and the page read the same cart) until the shopper's next action. */
  private readonly notices = new LRUCache<string, number>({ max: MAX_NOTICES });

  constructor(
    private readonly inner: CartStore,
    private readonly merchandise: MerchandiseLookup,
    private readonly openBox: OpenBoxItems,
    /** Units sold through the embedded checkout; null where the platform takes sold units off sale itself. */
    private readonly sales: OpenBoxSales | null,
    private readonly clock: () => number = Date.now,
  ) {}

  async cart(cartId: string, locale: Locale): Promise<Cart | null> {
    const cart = await this.inner.cart(cartId, locale);
    if (!cart || cart.lines.length === 0) return this.withNotices(cart);
    const facts = await this.facts(held(cart).map((l) => l.merchandiseId), locale, new Map(heldClaims(cart)));
    const sold = soldLines(held(cart), facts);
    if (sold.length === 0) return this.withNotices(cart);
    const pruned = await this.removeLines(cart.id, sold, locale);
    this.remember(cart.id);
    return this.withNotices(pruned);
  }

  /** Removes sold units' lines; another read of the same cart (the header's and the page's run together) may have removed them first. */
  private async removeLines(cartId: string, lines: readonly HeldLine[], locale: Locale): Promise<Cart | null> {
    try {
      return await this.inner.apply(cartId, { action: 'LinesRemove', inputs: { lineIds: lines.map((l) => l.id) } }, locale);
    } catch (error) {
      if (isCartError(error) && error.code === 'unknown-line') return this.inner.cart(cartId, locale);
      throw error;
    }
  }

  private remember(cartId: string): void {
    this.notices.set(cartId, this.clock() + NOTICE_MS);
  }

  private withNotices(cart: Cart | null): Cart | null {
    const until = cart ? this.notices.get(cart.id) : undefined;
    if (!cart || until === undefined) return cart;
    if (until < this.clock()) {
      this.notices.delete(cart.id);
      return cart;
    }
    return { ...cart, notices: [CART_MESSAGES.openBoxUnitSold] };
  }

  async acknowledge(cartId: string): Promise<void> {
    this.notices.delete(cartId);
  }

  async apply(cartId: string | null, action: CartAction, locale: Locale, once?: ActionOnce): Promise<Cart> {
    // A copy that went away mid-action may have applied it already: its cart as it is now, not vetted again.
    const applied = once?.afterLapsedClaim && this.inner.appliedUnder ? await this.inner.appliedUnder(once) : null;
    const done = applied ? await this.inner.cart(applied, locale) : null;
    if (done) return done;
    // The shopper acts on the cart they see: what the shop changed has been told.
    if (cartId !== null) this.notices.delete(cartId);
    const current = cartId !== null && action.action !== 'Create' ? await this.inner.cart(cartId, locale) : null;
    const lines = held(current);
    const facts = await this.facts([...merchandiseIdsOf(action), ...lines.map((l) => l.merchandiseId)], locale, new Map([...addedClaims(action), ...heldClaims(current)]));
    const sold = soldLines(lines, facts);
    if (current && sold.length > 0) {
      await this.removeLines(current.id, sold, locale);
      throw new CartError('refused', CART_MESSAGES.openBoxUnitSold);
    }
    const verdict = vetCartAction(action, lines, facts);
    if (!verdict.ok) throw new CartError(verdict.message === CART_MESSAGES.productUnavailable ? 'unknown-merchandise' : 'refused', verdict.message);
    return this.inner.apply(cartId, verdict.action, locale, once);
  }

  appliedUnder(once: ActionOnce): Promise<string | null> {
    return this.inner.appliedUnder?.(once) ?? Promise.resolve(null);
  }

  /**
   * `claims` are the unit numbers lines name (an add's attributes, a held line's). A variant the
   * lookup knows as a unit is one; where the lookup cannot tell (a hosted catalogue), a claim the
   * open-box data confirms for that very variant makes it one, and a held line whose confirmed unit
   * the data no longer lists has been sold.
   */
  private async facts(ids: readonly string[], locale: Locale, claims: Claims): Promise<Map<string, MerchandiseFacts>> {
    if (ids.length === 0) return new Map();
    const found = await this.merchandise.variantsByIds([...new Set(ids)], locale);
    const identities = new Map(found.flatMap((m) => {
      const identity = unitIdentity(m, claims);
      return identity ? [[m.id, identity] as const] : [];
    }));
    const numbers = [...identities.values()].map((u) => u.number);
    const sold = this.sales && numbers.length > 0 ? await this.sales.soldUnits(numbers) : new Set<string>();
    const listed = await this.listedUnits([...identities.values()].map((u) => u.productId));
    return new Map(
      found.map((m): [string, MerchandiseFacts] => {
        const availability = variantAvailability(m.availability);
        const identity = identities.get(m.id);
        const sellable = sellableQuantity(m.availability);
        if (!identity) return [m.id, { availability, sellable, unit: null }];
        const item = listed.get(unitKey(identity.productId, identity.number));
        const own = item !== undefined && variantGid(item.shopifyVariantId) === m.id;
        // A claim on a variant the data does not confirm is no unit (the line stays plain) unless the cart already holds it as one.
        if (!own && !m.openBoxUnit && !identity.held) return [m.id, { availability, sellable, unit: null }];
        return [m.id, { availability, unit: { number: identity.number, attributes: own ? openBoxUnitAttributes(item) : null, sold: sold.has(identity.number) || !own } }];
      }),
    );
  }

  /** The units the open-box data still lists for these products, by product and number (a listing re-offers its parent's unit under the same number). */
  private async listedUnits(productIds: readonly string[]) {
    const products = [...new Set(productIds)];
    const lists = await Promise.all(products.map((id) => this.openBox.forProduct(id))).catch((cause: unknown) => {
      throw new CartError('unavailable', 'open-box lookup failed', { cause });
    });
    return new Map(lists.flatMap((list, n) => list.map((item) => [unitKey(products[n]!, item.number), item] as const)));
  }
}
