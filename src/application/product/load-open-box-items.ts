import { inject, injectable } from 'tsyringe';
import type { OpenBoxItem } from '../../domain/catalogue/product';
import type { EventLog, OpenBoxItems } from '../ports';
import { TOKENS } from '../tokens';
import { withFallback } from './with-fallback';

/** The open-box units of a product; none when the middleware fails (logged). */
@injectable()
export class LoadOpenBoxItems {
  constructor(
    @inject(TOKENS.OpenBoxItems) private readonly openBox: OpenBoxItems,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  execute(productId: string): Promise<OpenBoxItem[]> {
    return withFallback(this.log, 'open-box lookup', { productId }, [], () => this.openBox.forProduct(productId));
  }
}
