import { inject, injectable } from 'tsyringe';
import type { CatalogueSnapshot } from '../ports';
import { CheckAlerts, type AlertCheckOutcome } from './check-alerts';
import { TOKENS } from '../tokens';

export type CatalogueCheckOutcome = AlertCheckOutcome & { changedVariants: number };

/**
 * Embedded, `npm run alerts:check`: the variants whose stock or price moved since the last check
 * go through the same alert check as a webhook's, then the catalogue becomes the new snapshot.
 * The snapshot moves only after every message is queued, so an interrupted check is simply re-run.
 */
@injectable()
export class RunCatalogueCheck {
  constructor(
    @inject(TOKENS.CatalogueSnapshot) private readonly snapshot: CatalogueSnapshot,
    @inject(CheckAlerts) private readonly checkAlerts: CheckAlerts,
  ) {}

  async execute(now: number): Promise<CatalogueCheckOutcome> {
    const changed = await this.snapshot.changedVariantIds();
    const outcome = await this.checkAlerts.execute(changed, now);
    await this.snapshot.save();
    return { ...outcome, changedVariants: changed.length };
  }
}
