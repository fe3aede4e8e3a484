import { inject, injectable } from 'tsyringe';
import type { ContentSource } from '../ports';
import { TOKENS } from '../tokens';
import { storeAt, type StorePage } from './load-store-page';

export interface StoresRequest {
  preview: boolean;
  /** Only the two main stores (the footer's, and those of in-store availability). */
  mainOnly: boolean;
  now: Date;
}

/** The stores editors publish, main stores first, each with "open now": the footer and /pages/locations. */
@injectable()
export class LoadStores {
  constructor(@inject(TOKENS.ContentSource) private readonly content: ContentSource) {}

  async execute({ preview, mainOnly, now }: StoresRequest): Promise<StorePage[]> {
    const stores = await this.content.stores({ preview });
    return stores.filter((store) => !mainOnly || store.isMainStore).map((store) => storeAt(store, now));
  }
}
