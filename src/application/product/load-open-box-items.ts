import { inject, injectable } from 'tsyringe';
import type { OpenBoxUnit } from '../../domain/catalogue/product';
import type { EventLog, OpenBoxItems, OpenBoxSales } from '../ports';
import { TOKENS } from '../tokens';
import { withFallback } from './with-fallback';

/** The open-box units of a product still for sale (an order may have taken one the data still lists); none when the middleware fails (logged). */
@injectable()
export class LoadOpenBoxItems {
  constructor(
    @inject(TOKENS.OpenBoxItems) private readonly openBox: OpenBoxItems,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
    @inject(TOKENS.OpenBoxSales) private readonly sales: OpenBoxSales,
  ) {}

  execute(productId: string): Promise<OpenBoxUnit[]> {
    return withFallback(this.log, 'open-box lookup', { productId }, [], async () => {
      const units = await this.openBox.forProduct(productId);
      const sold = units.length > 0 ? await this.sales.soldUnits(units.map((u) => u.number)) : new Set<string>();
      return units.filter((u) => !sold.has(u.number));
    });
  }
}
