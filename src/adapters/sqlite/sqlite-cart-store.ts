// The embedded CartStore: carts and lines in SQLite, every action one transaction, prices always
// from the catalogue (MerchandiseLookup), never from the request. A keyed action's key is kept with
// its change in that transaction, so a copy that died after the change and before its answer was
// kept cannot have the action applied twice (src/application/cart/answer-cart-action-once.ts).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { StatementSync } from 'node:sqlite';
import { CartError } from '../../application/cart/cart-errors';
import { CART_GID_PREFIX } from '../../application/checkout/local-checkout';
import type { Merchandise } from '../../application/cart/merchandise';
import type { ActionOnce, CartStore, MerchandiseLookup } from '../../application/ports';
import { adjustedLineQuantity, type Cart, type CartAttribute } from '../../domain/cart';
import { minorUnits } from '../../domain/money';
import { MAX_LINE_QUANTITY, type CartAction, type LineAdjustment, type LineToAdd, type LineToUpdate } from '../../domain/cart-actions';
import { CART_MESSAGES } from '../../domain/cart-messages';
import type { Locale } from '../../domain/locale';
import { cartExpiryCutoff } from '../../domain/retention';
import { merchandiseIdsOf } from '../../domain/purchase-rules';
import { applyToDetails, emptyDetails, parseDetails } from './cart-details';
import { createCommerceTables } from './cart-tables';
import { inTransaction, type Database } from './open-database';
import { priceCart, type LineRow } from './price-cart';

/** A cart holds at most this many distinct lines, as a hosted cart does. */
export const MAX_CART_LINES = 250;

const newCartId = () => CART_GID_PREFIX + randomBytes(18).toString('base64url');
const newLineId = () => `gid://shopify/CartLine/${randomUUID()}`;
/** Keys name carts: kept as digests. */
const keyDigest = (key: string) => createHash('sha256').update(key).digest('base64url');
const attributesKey = (attributes: readonly CartAttribute[] = []) => JSON.stringify(attributes);
/** The unit price (minor units, the cart's currency) a shopper sees for a variant as they add it. */
type SeenPrice = (merchandiseId: string) => { price: number | null; currency: string };


export class SqliteCartStore implements CartStore {
  private readonly statements = new Map<string, StatementSync>();

  constructor(
    private readonly db: Database,
    private readonly merchandise: MerchandiseLookup,
    private readonly clock: () => number = Date.now,
  ) {
    createCommerceTables(db);
  }

  async cart(cartId: string, locale: Locale): Promise<Cart | null> {
    const row = this.sql('SELECT details FROM carts WHERE id = ? AND updated_at > ?').get(cartId, cartExpiryCutoff(this.clock())) as { details: string } | undefined;
    if (!row) return null;
    const cart = await this.price(cartId, this.lines(cartId), parseDetails(row.details), locale);
    this.keepCuts(cart);
    return cart;
  }

  /**
   * A line cut to what is left keeps that quantity and remembers what it asked for, so the cut is
   * told until the shopper acts on the line, and the line never grows back by itself if stock returns.
   */
  private keepCuts(cart: Cart): void {
    const cuts = cart.lines.flatMap((line) => line.changes?.filter((change) => change.kind === 'quantity-reduced').map((change) => ({ id: line.id, ...change })) ?? []);
    if (cuts.length === 0) return;
    const cut = this.sql('UPDATE cart_lines SET reduced_from = COALESCE(reduced_from, quantity), quantity = ? WHERE id = ? AND quantity = ?');
    inTransaction(this.db, () => cuts.forEach((line) => cut.run(line.to, line.id, line.from)));
  }

  async appliedUnder(once: ActionOnce): Promise<string | null> {
    return this.cartAppliedUnder(once);
  }

  /** The cart a keyed action was applied to, while its key is kept. */
  private cartAppliedUnder(once: ActionOnce): string | null {
    const row = this.sql('SELECT cart_id FROM cart_applied_actions WHERE key = ? AND expires_at > ?').get(keyDigest(once.key), once.at) as { cart_id: string } | undefined;
    return row?.cart_id ?? null;
  }

  async apply(cartId: string | null, action: CartAction, locale: Locale, once?: ActionOnce): Promise<Cart> {
    const wanted = merchandiseIdsOf(action);
    const known = await this.catalogue(wanted, locale);
    const unknown = wanted.find((id) => !known.has(id));
    if (unknown) throw new CartError('unknown-merchandise', CART_MESSAGES.productUnavailable);

    const id = inTransaction(this.db, () => {
      // Taken over from a copy that went away: applied already if its key was kept with a change.
      const applied = once?.afterLapsedClaim ? this.cartAppliedUnder(once) : null;
      if (applied) return applied;
      // Create always starts a new cart, as cartCreate does: the shopper's current cart stays as it was.
      const target = action.action === 'Create' || cartId === null ? this.insertCart() : cartId;
      // A cart ten days unchanged has expired (as a hosted cart does), even before the sweep deletes it.
      const row = this.sql('SELECT details FROM carts WHERE id = ? AND updated_at > ?').get(target, cartExpiryCutoff(this.clock())) as { details: string } | undefined;
      if (!row) throw new CartError('cart-not-found', 'This cart no longer exists');
      this.applyToLines(target, action, known, locale);
      const details = applyToDetails(parseDetails(row.details), action);
      this.sql('UPDATE carts SET details = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(details), this.clock(), target);
      if (once) {
        this.sql('DELETE FROM cart_applied_actions WHERE expires_at <= ?').run(once.at);
        this.sql('INSERT OR REPLACE INTO cart_applied_actions (key, cart_id, expires_at) VALUES (?, ?, ?)').run(keyDigest(once.key), target, once.at + once.keptMs);
      }
      return target;
    });
    return (await this.cart(id, locale)) as Cart;
  }

  /** Statements are compiled once per store, not once per request. */
  private sql(text: string): StatementSync {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  private insertCart(): string {
    const id = newCartId();
    const now = this.clock();
    this.sql('INSERT INTO carts (id, details, created_at, updated_at) VALUES (?, ?, ?, ?)').run(id, JSON.stringify(emptyDetails()), now, now);
    return id;
  }

  private lines(cartId: string): LineRow[] {
    return this.sql('SELECT id, merchandise_id, quantity, attributes, seen_price, seen_currency, reduced_from FROM cart_lines WHERE cart_id = ? ORDER BY position').all(cartId) as unknown as LineRow[];
  }

  private applyToLines(cartId: string, action: CartAction, known: ReadonlyMap<string, Merchandise>, locale: Locale): void {
    // What the shopper saw when adding: the catalogue's price in their market, now.
    const seen = (merchandiseId: string) => ({ price: known.get(merchandiseId) ? minorUnits(known.get(merchandiseId)!.price) : null, currency: locale.currency });
    if (action.action === 'LinesAdd') this.addLines(cartId, action.inputs.lines, seen);
    if (action.action === 'Create') this.addLines(cartId, action.inputs.input.lines ?? [], seen);
    if (action.action === 'LinesUpdate') this.updateLines(cartId, action.inputs.lines, seen);
    if (action.action === 'LinesRemove') this.removeLines(cartId, action.inputs.lineIds);
    if (action.action === 'LinesAdjust') this.adjustLines(cartId, action.inputs.lines);
  }

  /** Read and written in the action's one transaction, so concurrent changes all count. */
  private adjustLines(cartId: string, lines: readonly LineAdjustment[]): void {
    for (const line of lines) {
      const row = this.sql('SELECT quantity FROM cart_lines WHERE id = ? AND cart_id = ?').get(line.id, cartId) as { quantity: number } | undefined;
      if (!row) throw new CartError('unknown-line', `This cart has no line ${line.id}`);
      const change = adjustedLineQuantity(row.quantity, line.delta, MAX_LINE_QUANTITY);
      if (change.kind === 'too-many') throw new CartError('invalid-input', CART_MESSAGES.maxQuantity);
      if (change.kind === 'remove') this.sql('DELETE FROM cart_lines WHERE id = ?').run(line.id);
      else this.setQuantity(line.id, change.quantity);
    }
  }

  /** The same variant with the same attributes adds to its line (at the price seen now); anything else is a new line. */
  private addLines(cartId: string, lines: readonly LineToAdd[], seen: SeenPrice): void {
    for (const line of lines) {
      const key = attributesKey(line.attributes);
      const existing = this.lines(cartId).find((row) => row.merchandise_id === line.merchandiseId && row.attributes === key);
      if (existing) {
        // Attributes mark an open-box unit, one of a kind: a second add (two tabs racing past the rules) never makes it two.
        if ((line.attributes?.length ?? 0) > 0) throw new CartError('refused', CART_MESSAGES.openBoxUnitInCart);
        this.setQuantity(existing.id, existing.quantity + line.quantity);
        this.stampSeen(existing.id, seen(line.merchandiseId));
        continue;
      }
      const { count, last } = this.sql('SELECT COUNT(*) AS count, COALESCE(MAX(position), 0) AS last FROM cart_lines WHERE cart_id = ?').get(cartId) as { count: number; last: number };
      if (count >= MAX_CART_LINES) throw new CartError('invalid-input', CART_MESSAGES.cartFull);
      const { price, currency } = seen(line.merchandiseId);
      this.sql('INSERT INTO cart_lines (id, cart_id, merchandise_id, quantity, attributes, position, seen_price, seen_currency) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(newLineId(), cartId, line.merchandiseId, line.quantity, key, last + 1, price, currency);
    }
  }

  private updateLines(cartId: string, lines: readonly LineToUpdate[], seen: SeenPrice): void {
    for (const line of lines) {
      this.knownLine(cartId, line.id);
      if (line.quantity === 0) {
        this.sql('DELETE FROM cart_lines WHERE id = ?').run(line.id);
        continue;
      }
      if (line.quantity !== undefined) this.setQuantity(line.id, line.quantity);
      if (line.attributes) this.sql('UPDATE cart_lines SET attributes = ? WHERE id = ?').run(attributesKey(line.attributes), line.id);
      if (line.merchandiseId) {
        this.sql('UPDATE cart_lines SET merchandise_id = ? WHERE id = ?').run(line.merchandiseId, line.id);
        this.stampSeen(line.id, seen(line.merchandiseId));
      }
    }
  }

  private removeLines(cartId: string, lineIds: readonly string[]): void {
    for (const id of lineIds) {
      this.knownLine(cartId, id);
      this.sql('DELETE FROM cart_lines WHERE id = ?').run(id);
    }
  }

  private knownLine(cartId: string, lineId: string): void {
    const found = this.sql('SELECT 1 FROM cart_lines WHERE id = ? AND cart_id = ?').get(lineId, cartId);
    if (!found) throw new CartError('unknown-line', CART_MESSAGES.lineGone);
  }

  /** The shopper set the quantity: an earlier cut has been acted on. */
  private setQuantity(lineId: string, quantity: number): void {
    if (quantity > MAX_LINE_QUANTITY) throw new CartError('invalid-input', CART_MESSAGES.maxQuantity);
    this.sql('UPDATE cart_lines SET quantity = ?, reduced_from = NULL WHERE id = ?').run(quantity, lineId);
  }

  private stampSeen(lineId: string, { price, currency }: ReturnType<SeenPrice>): void {
    this.sql('UPDATE cart_lines SET seen_price = ?, seen_currency = ? WHERE id = ?').run(price, currency, lineId);
  }

  private async catalogue(ids: readonly string[], locale: Locale): Promise<Map<string, Merchandise>> {
    if (ids.length === 0) return new Map();
    const found = await this.merchandise.variantsByIds([...new Set(ids)], locale);
    return new Map(found.map((m) => [m.id, m]));
  }

  private async price(cartId: string, rows: LineRow[], details: ReturnType<typeof parseDetails>, locale: Locale): Promise<Cart> {
    return priceCart(cartId, rows, details, await this.catalogue(rows.map((r) => r.merchandise_id), locale), locale);
  }
}
