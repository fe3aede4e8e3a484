import { inject, injectable } from 'tsyringe';
import { hoursForWeekday, isOpenNow, TimeZoneError, wallClock } from '../../domain/store-hours';
import type { StoreContent } from './content';
import type { ContentSource } from '../ports';
import { TOKENS } from '../tokens';

export interface StorePageRequest {
  slug: string;
  preview: boolean;
  /** The instant "open now" is judged at; the caller owns the clock. */
  now: Date;
}

export interface StorePage {
  store: StoreContent;
  /** Null when the store's time zone is not a known IANA zone: better no badge than a wrong one. */
  openNow: boolean | null;
  /** The hours text for the store's own today. */
  todayHours: string | null;
}

/** A store page (/locations/{slug}): the store as editors wrote it, and whether it is open now. */
@injectable()
export class LoadStorePage {
  constructor(@inject(TOKENS.ContentSource) private readonly content: ContentSource) {}

  async execute({ slug, preview, now }: StorePageRequest): Promise<StorePage | null> {
    const store = await this.content.store(slug, { preview });
    return store && storeAt(store, now);
  }
}

/** The store with its "open now" and today's hours, in the store's own time zone. */
export function storeAt(store: StoreContent, now: Date): StorePage {
  try {
    const today = wallClock(now, store.timeZone);
    return { store, openNow: isOpenNow(store.tradingHours, store.timeZone, now), todayHours: hoursForWeekday(store.tradingHours, today.weekday) };
  } catch (error) {
    if (error instanceof TimeZoneError) return { store, openNow: null, todayHours: null };
    throw error;
  }
}
