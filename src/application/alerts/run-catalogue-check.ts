import { inject, injectable } from 'tsyringe';
import type { AlertSubscriptions, CatalogueSnapshot } from '../ports';
import { CheckAlerts, type AlertCheckOutcome } from './check-alerts';
import { TOKENS } from '../tokens';

export type CatalogueCheckOutcome = AlertCheckOutcome & { changedVariants: number };

/**
 * Embedded, `npm run alerts:check`: the variants whose stock or price moved since the last check
 * go through the same alert check as a webhook's, then the catalogue becomes the new snapshot.
 * The snapshot moves only after every message is queued, so an interrupted check is simply re-run.
 * Every watched variant is checked too, against its alert's own last-seen state: an alert made
 * between two checks saw the catalogue as it was then, which the snapshot may not (stock that went
 * out and back between checks looks unchanged to the snapshot, not to that alert).
 */
@injectable()
export class RunCatalogueCheck {
  constructor(
    @inject(TOKENS.CatalogueSnapshot) private readonly snapshot: CatalogueSnapshot,
    @inject(TOKENS.AlertSubscriptions) private readonly subscriptions: AlertSubscriptions,
    @inject(CheckAlerts) private readonly checkAlerts: CheckAlerts,
  ) {}

  async execute(now: number): Promise<CatalogueCheckOutcome> {
    const changed = await this.snapshot.changedVariantIds();
    const watched = [...(await this.subscriptions.watchedVariantIds('back-in-stock')), ...(await this.subscriptions.watchedVariantIds('price-drop'))];
    const outcome = await this.checkAlerts.execute([...changed, ...watched], now);
    await this.snapshot.save();
    return { ...outcome, changedVariants: changed.length };
  }
}
