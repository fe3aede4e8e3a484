// The embedded checkout's orders in SQLite. Placing an order and deleting its cart happen in one
// transaction, and an order per cart is unique: a double submit can never charge twice.
import { randomUUID } from 'node:crypto';
import type { Order, OrderRequest, OrderTotals } from '../../application/checkout/order';
import { CartError } from '../../application/cart/cart-errors';
import type { OpenBoxSales, OrderBook, OrderFulfilment } from '../../application/ports';
import { CART_MESSAGES } from '../../domain/cart-messages';
import { openBoxNumberOf } from '../../domain/purchase-rules';
import { chargedLines, lineUnitPrice, type Cart } from '../../domain/cart';
import { NEW_ORDER_STATUS, type OrderStatus } from '../../domain/order-status';
import { createCommerceTables, createOpenBoxSalesTable } from './cart-tables';
import { inTransaction, type Database } from './open-database';
import { StockRefusal, type SqliteInventory, type StockLine } from './sqlite-inventory';

/** Shown to shoppers as '#1001' and up. */
const FIRST_ORDER_NUMBER = 1001;

function orderLines(cart: Cart): Order['lines'] {
  // A line the shop can no longer sell was shown as not charged: it is not ordered.
  return chargedLines(cart.lines).map((line) => ({
    merchandiseId: line.merchandise.id,
    sku: line.merchandise.title,
    title: line.merchandise.title,
    productTitle: line.merchandise.product.title,
    productHandle: line.merchandise.product.handle,
    quantity: line.quantity,
    unitPrice: lineUnitPrice(line),
    total: line.cost.totalAmount,
    attributes: line.attributes,
  }));
}

/**
 * An order consumes the open-box units it holds, in its own transaction: a unit another order already
 * took fails the whole order, so no unit is ever sold twice.
 */
function consumeOpenBoxUnits(db: Database, order: Order): void {
  const insert = db.prepare('INSERT INTO sold_open_box_units (unit_number, order_id) VALUES (?, ?) ON CONFLICT (unit_number) DO NOTHING');
  for (const line of order.lines) {
    const unit = openBoxNumberOf(line.attributes);
    if (unit && insert.run(unit, order.id).changes === 0) throw new CartError('refused', CART_MESSAGES.openBoxUnitSold);
  }
}

/** An order's lines of new stock (open-box units are consumed by number above), as the inventory takes them. */
const stockLines = (order: Order): StockLine[] =>
  order.lines.filter((line) => !openBoxNumberOf(line.attributes)).map((line) => ({ sku: line.sku, title: line.productTitle, quantity: line.quantity }));

/**
 * An order consumes the stock it sells in its own transaction (issue 29): a delivery from the online
 * warehouse, a pick-up from the store's location. An 'In Stock' line the stock cannot cover fails
 * the whole order with the shopper's reason; back-orders may take it below zero.
 */
function consumeStock(stock: SqliteInventory, order: Order): void {
  const source = order.fulfilment?.method === 'pickup' ? { kind: 'store' as const, storeSlug: order.fulfilment.store.slug } : { kind: 'online' as const };
  try {
    stock.draw(stockLines(order), source);
  } catch (error) {
    if (error instanceof StockRefusal) throw new CartError('refused', error.shopperMessage);
    throw error;
  }
}

export class SqliteOrderBook implements OrderBook, OpenBoxSales, OrderFulfilment {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
    /** The embedded store's inventory, in the same database; null where orders keep no stock (tests of orders alone). */
    private readonly stock: SqliteInventory | null = null,
  ) {
    createCommerceTables(db);
    createOpenBoxSalesTable(db);
  }

  async soldUnits(numbers: readonly string[]): Promise<ReadonlySet<string>> {
    const sold = this.db.prepare('SELECT 1 FROM sold_open_box_units WHERE unit_number = ?');
    return new Set(numbers.filter((n) => sold.get(n) !== undefined));
  }

  async placeOrder(request: OrderRequest, cart: Cart, figures: OrderTotals): Promise<Order> {
    const placed = inTransaction(this.db, () => {
      const existing = this.db.prepare('SELECT document FROM orders WHERE cart_id = ?').get(request.cartId) as { document: string } | undefined;
      if (existing) return JSON.parse(existing.document) as Order;
      // Nothing the shopper was shown as charged: there is nothing to order.
      if (chargedLines(cart.lines).length === 0) throw new CartError('invalid-input', CART_MESSAGES.cartEmpty);
      const { next } = this.db.prepare('SELECT COALESCE(MAX(number) + 1, ?) AS next FROM orders').get(FIRST_ORDER_NUMBER) as { next: number };
      const order: Order = {
        id: `gid://shopify/Order/${randomUUID()}`,
        number: next,
        email: request.email,
        customerId: request.customerId,
        lines: orderLines(cart),
        subtotal: figures.subtotal,
        shipping: figures.shipping,
        ...(figures.shippingService ? { shippingService: figures.shippingService } : {}),
        discount: figures.discount,
        tax: figures.tax,
        total: figures.total,
        shippingAddress: request.shippingAddress,
        ...(request.fulfilment ? { fulfilment: request.fulfilment } : {}),
        placedAt: this.clock().toISOString(),
        status: NEW_ORDER_STATUS,
        ...(request.payment ? { payment: request.payment } : {}),
      };
      this.db
        .prepare('INSERT INTO orders (id, number, cart_id, customer_id, email, document, placed_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(order.id, order.number, request.cartId, order.customerId, order.email, JSON.stringify(order), order.placedAt);
      consumeOpenBoxUnits(this.db, order);
      if (this.stock) consumeStock(this.stock, order);
      this.db.prepare('DELETE FROM carts WHERE id = ?').run(request.cartId);
      return order;
    });
    // After the commit: the catalogue in memory shows what the order left (sqlite-inventory.ts says why).
    this.stock?.mirror(stockLines(placed).map((line) => line.sku));
    return placed;
  }

  async order(id: string): Promise<Order | null> {
    const row = this.db.prepare('SELECT document FROM orders WHERE id = ?').get(id) as { document: string } | undefined;
    return row ? (JSON.parse(row.document) as Order) : null;
  }

  async orderOfCart(cartId: string): Promise<Order | null> {
    const row = this.db.prepare('SELECT document FROM orders WHERE cart_id = ?').get(cartId) as { document: string } | undefined;
    return row ? (JSON.parse(row.document) as Order) : null;
  }

  async orderNumbered(number: number): Promise<Order | null> {
    const row = this.db.prepare('SELECT document FROM orders WHERE number = ?').get(number) as { document: string } | undefined;
    return row ? (JSON.parse(row.document) as Order) : null;
  }

  /** The status lives in the order's document, with everything else the order is. */
  async recordStatus(orderId: string, status: OrderStatus): Promise<void> {
    this.db.prepare("UPDATE orders SET document = json_set(document, '$.status', ?) WHERE id = ?").run(status, orderId);
  }

  async ordersOfCustomer(customerId: string): Promise<Order[]> {
    const rows = this.db.prepare('SELECT document FROM orders WHERE customer_id = ? ORDER BY placed_at DESC, number DESC').all(customerId) as { document: string }[];
    return rows.map((row) => JSON.parse(row.document) as Order);
  }
}
