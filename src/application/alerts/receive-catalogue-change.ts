import { inject, injectable } from 'tsyringe';
import { CheckAlerts, type AlertCheckOutcome } from './check-alerts';
import { TOKENS } from '../tokens';
import type { EventLog, InventoryItemVariants, AlertSubscriptions, WebhookDeliveries } from '../ports';

/** What a commerce platform's webhook says changed, reshaped by its adapter. */
export interface CatalogueChange {
  /** The platform's delivery id: the same for every retry of one delivery. */
  deliveryId: string;
  topic: string;
  /** A digest of the signed body: the platform signs the body only, so a copy sent under a new id carries the same. */
  bodyDigest: string;
  /** Variants the payload names (a product update names all of its variants). */
  variantIds: string[];
  /** Inventory items whose stock changed (an inventory update names only the item). */
  inventoryItemIds: string[];
  /** Item-to-variant pairs the payload teaches (a product update carries them). */
  inventoryItems: { inventoryItemId: string; variantId: string }[];
}

/**
 * The same topic and body within this long is the same delivery under another id (a captured
 * delivery replayed: the signature covers the body, not the id). A real change carries its own
 * `updated_at`, so two true changes never share a body.
 */
export const SAME_BODY_REPLAY_MS = 10 * 60_000;

export type ChangeOutcome = { replay: true } | ({ replay: false } & AlertCheckOutcome);

/**
 * A webhook delivery: a delivery already handled (its id, or its topic and body within
 * SAME_BODY_REPLAY_MS) changes nothing. The delivery is recorded only
 * once it has been handled, so a delivery that failed half-way is handled again when the platform
 * retries it (the alerts' own state keeps that from telling anyone twice). An inventory item the
 * shop has not yet learned the variant of re-checks every variant a back-in-stock alert watches.
 */
@injectable()
export class ReceiveCatalogueChange {
  constructor(
    @inject(TOKENS.WebhookDeliveries) private readonly deliveries: WebhookDeliveries,
    @inject(TOKENS.InventoryItemVariants) private readonly items: InventoryItemVariants,
    @inject(TOKENS.AlertSubscriptions) private readonly subscriptions: AlertSubscriptions,
    @inject(CheckAlerts) private readonly checkAlerts: CheckAlerts,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute(change: CatalogueChange, now: number): Promise<ChangeOutcome> {
    const delivery = { id: change.deliveryId, topic: change.topic, bodyDigest: change.bodyDigest };
    if (await this.deliveries.seen(delivery, now - SAME_BODY_REPLAY_MS)) return { replay: true };
    if (change.inventoryItems.length > 0) await this.items.remember(change.inventoryItems);
    const variantIds = [...change.variantIds];
    if (change.inventoryItemIds.length > 0) {
      const { known, unknownItems } = await this.items.variantsOf(change.inventoryItemIds);
      variantIds.push(...known);
      if (unknownItems.length > 0) {
        this.log.info({ topic: change.topic, unknownItems: unknownItems.length }, 'inventory item not yet mapped to a variant; checking every back-in-stock alert');
        variantIds.push(...(await this.subscriptions.watchedVariantIds('back-in-stock')));
      }
    }
    const outcome = await this.checkAlerts.execute(variantIds, now);
    await this.deliveries.record(delivery, now);
    return { replay: false, ...outcome };
  }
}
