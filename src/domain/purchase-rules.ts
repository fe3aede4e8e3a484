// What a cart action may do to a cart, whatever the client sent: only variants the availability rule
// sells enter it, an open-box unit is one line of quantity 1 carrying the attributes the server's
// open-box data gives it, and a unit already sold leaves every cart that holds it. Pure: the facts
// about each variant come in as arguments (purchase-guard.ts gathers them through the ports).
import type { Availability } from './availability';
import type { CartAttribute } from './cart';
import { MAX_LINE_QUANTITY, type CartAction, type LineAdjustment, type LineToAdd, type LineToUpdate } from './cart-actions';
import { CART_MESSAGES, type CartMessage } from './cart-messages';
import type { OpenBoxUnit } from './catalogue/product';
import { cartQuantityRefusal } from './inventory-policy';

/** The line attribute naming the unit; the page, the cart and the order all read it. */
export const OPEN_BOX_ATTRIBUTE = 'Open Box';

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** A unit's cart-line attributes, from the open-box data only. */
export function openBoxUnitAttributes(unit: Pick<OpenBoxUnit, 'number' | 'condition' | 'originalBox' | 'allAccessories'>): CartAttribute[] {
  return [
    { key: OPEN_BOX_ATTRIBUTE, value: unit.number },
    { key: 'Condition', value: unit.condition },
    { key: 'Original Box', value: yesNo(unit.originalBox) },
    { key: 'All Accessories', value: yesNo(unit.allAccessories) },
  ];
}

/** The unit number a line's attributes name, or null. */
export const openBoxNumberOf = (attributes: readonly CartAttribute[] | undefined): string | null =>
  attributes?.find((a) => a.key === OPEN_BOX_ATTRIBUTE)?.value.trim() || null;

/**
 * The unit number an open-box unit's own variant carries in its SKU: the shop names each unit's
 * variant `{new-stock SKU}-{unit number}` (e.g. 'FEN-0123-OB0000211'), so a hosted catalogue that
 * knows nothing else of units still tells one apart from new stock. Null for any other SKU.
 */
export function openBoxNumberOfSku(sku: string | null | undefined): string | null {
  return /-(OB\d{4,})$/i.exec(sku?.trim() ?? '')?.[1]?.toUpperCase() ?? null;
}

export interface OpenBoxUnitFacts {
  number: string;
  /** From the open-box data; null when the unit is no longer listed. */
  attributes: CartAttribute[] | null;
  /** Bought in an order (or no longer listed): it leaves every cart. */
  sold: boolean;
}

/** What the server knows of one variant. An id missing from the facts is a variant the shop does not sell. */
export interface MerchandiseFacts {
  availability: Availability;
  /** How many can be sold (inventory-policy.ts sellableQuantity); absent or null: no limit from stock. */
  sellable?: number | null;
  /** Set when the variant is an open-box unit. */
  unit: OpenBoxUnitFacts | null;
}

export interface HeldLine {
  id: string;
  merchandiseId: string;
  quantity: number;
}

export type Verdict = { ok: true; action: CartAction } | { ok: false; message: CartMessage };

const refuse = (message: CartMessage): Verdict => ({ ok: false, message });

class Refusal {
  constructor(readonly message: CartMessage) {}
}

/** A cart may hold no more of an 'In Stock' variant than is left (issue 29): 'Only N left.' */
function checkStock(fact: MerchandiseFacts, quantity: number): void {
  const refusal = cartQuantityRefusal(quantity, fact.sellable ?? null);
  if (refusal) throw new Refusal(refusal);
}

/** Lines of sold units a cart holds: they are removed before anything else happens. */
export function soldLines(lines: readonly HeldLine[], facts: ReadonlyMap<string, MerchandiseFacts>): HeldLine[] {
  return lines.filter((line) => facts.get(line.merchandiseId)?.unit?.sold === true);
}

function vetAdds(adds: readonly LineToAdd[], held: readonly HeldLine[], facts: ReadonlyMap<string, MerchandiseFacts>): LineToAdd[] {
  // A unit is one physical item, whichever product offers it: the cart holds its number once.
  const units = new Set(held.flatMap((l) => facts.get(l.merchandiseId)?.unit?.number ?? []));
  const plain = new Map(held.filter((l) => !facts.get(l.merchandiseId)?.unit).map((l) => [l.merchandiseId, l.quantity]));
  return adds.map((line) => {
    const fact = facts.get(line.merchandiseId);
    if (!fact) throw new Refusal(CART_MESSAGES.productUnavailable);
    const { unit } = fact;
    if (unit) {
      if (unit.sold || !unit.attributes) throw new Refusal(CART_MESSAGES.openBoxUnitSold);
      if (openBoxNumberOf(line.attributes) !== unit.number) throw new Refusal(CART_MESSAGES.openBoxUnitFromPage);
      if (units.has(unit.number)) throw new Refusal(CART_MESSAGES.openBoxUnitInCart);
      if (line.quantity > 1) throw new Refusal(CART_MESSAGES.openBoxUnitOnlyOne);
      units.add(unit.number);
      return { merchandiseId: line.merchandiseId, quantity: 1, attributes: unit.attributes.map((a) => ({ ...a })) };
    }
    if (!fact.availability.buyable) throw new Refusal(CART_MESSAGES.outOfStock);
    const total = (plain.get(line.merchandiseId) ?? 0) + line.quantity;
    if (total > MAX_LINE_QUANTITY) throw new Refusal(CART_MESSAGES.maxQuantity);
    checkStock(fact, total);
    plain.set(line.merchandiseId, total);
    // Attributes mark open-box lines: a plain variant never carries the client's.
    return { merchandiseId: line.merchandiseId, quantity: line.quantity };
  });
}

function vetUpdates(updates: readonly LineToUpdate[], held: readonly HeldLine[], facts: ReadonlyMap<string, MerchandiseFacts>): LineToUpdate[] {
  return updates.map((update) => {
    const line = held.find((l) => l.id === update.id);
    // A line the cart does not hold is the store's to refuse (it knows lines; this rule knows variants).
    if (!line) return { id: update.id, ...(update.quantity === undefined ? {} : { quantity: update.quantity }) };
    const target = update.merchandiseId ?? line.merchandiseId;
    const fact = facts.get(target);
    if (!fact) throw new Refusal(CART_MESSAGES.productUnavailable);
    if (facts.get(line.merchandiseId)?.unit && target !== line.merchandiseId) throw new Refusal(CART_MESSAGES.openBoxUnitFromPage);
    if (fact.unit && target !== line.merchandiseId) throw new Refusal(CART_MESSAGES.openBoxUnitFromPage);
    const quantity = update.quantity;
    if (fact.unit && quantity !== undefined && quantity > 1) throw new Refusal(CART_MESSAGES.openBoxUnitOnlyOne);
    const grows = target !== line.merchandiseId || (quantity !== undefined && quantity > line.quantity);
    if (!fact.unit && grows && quantity !== 0 && !fact.availability.buyable) throw new Refusal(CART_MESSAGES.outOfStock);
    if (!fact.unit && grows && quantity !== 0) checkStock(fact, quantity ?? line.quantity);
    // Attributes are the server's: an update never changes them.
    return { id: update.id, ...(quantity === undefined ? {} : { quantity }), ...(target !== line.merchandiseId ? { merchandiseId: target } : {}) };
  });
}

/** A relative '+' may not grow an open-box unit (one of a kind) or a variant the shop cannot sell now; '−' always may. */
function vetAdjustments(adjustments: readonly LineAdjustment[], held: readonly HeldLine[], facts: ReadonlyMap<string, MerchandiseFacts>): LineAdjustment[] {
  return adjustments.map((adjustment) => {
    const line = held.find((l) => l.id === adjustment.id);
    // A line the cart does not hold is the store's to refuse, with the current cart.
    if (!line || adjustment.delta < 0) return { ...adjustment };
    const fact = facts.get(line.merchandiseId);
    if (!fact) throw new Refusal(CART_MESSAGES.productUnavailable);
    if (fact.unit) throw new Refusal(CART_MESSAGES.openBoxUnitOnlyOne);
    if (!fact.availability.buyable) throw new Refusal(CART_MESSAGES.outOfStock);
    checkStock(fact, line.quantity + adjustment.delta);
    return { ...adjustment };
  });
}

/**
 * The action as the store should apply it, or the shopper's message saying why not. `held` is the
 * cart's current lines (none for a new cart); `facts` covers every variant of both.
 */
export function vetCartAction(action: CartAction, held: readonly HeldLine[], facts: ReadonlyMap<string, MerchandiseFacts>): Verdict {
  try {
    switch (action.action) {
      case 'LinesAdd':
        return { ok: true, action: { action: 'LinesAdd', inputs: { lines: vetAdds(action.inputs.lines, held, facts) } } };
      case 'Create': {
        const { lines, ...rest } = action.inputs.input;
        return { ok: true, action: { action: 'Create', inputs: { input: { ...rest, ...(lines ? { lines: vetAdds(lines, [], facts) } : {}) } } } };
      }
      case 'LinesUpdate':
        return { ok: true, action: { action: 'LinesUpdate', inputs: { lines: vetUpdates(action.inputs.lines, held, facts) } } };
      case 'LinesAdjust':
        return { ok: true, action: { action: 'LinesAdjust', inputs: { lines: vetAdjustments(action.inputs.lines, held, facts) } } };
      default:
        return { ok: true, action };
    }
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.message);
    throw error;
  }
}

/** The variants an action names, for gathering their facts. */
export function merchandiseIdsOf(action: CartAction): string[] {
  switch (action.action) {
    case 'LinesAdd':
      return action.inputs.lines.map((l) => l.merchandiseId);
    case 'Create':
      return (action.inputs.input.lines ?? []).map((l) => l.merchandiseId);
    case 'LinesUpdate':
      return action.inputs.lines.flatMap((l) => (l.merchandiseId ? [l.merchandiseId] : []));
    default:
      return [];
  }
}

/** '+' is offered only where the server would take it: below the per-line limit, and never on an open-box unit (one of a kind). */
export function canIncreaseLine(line: { quantity: number; openBox: boolean }): boolean {
  return !line.openBox && line.quantity < MAX_LINE_QUANTITY;
}
