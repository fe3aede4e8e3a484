// Every timing constant and limit of spec section 9 (and the timings of section 4), in one place.

export const CAROUSEL_AUTOPLAY_MS = 3_000;
export const CART_CAROUSEL_AUTOPLAY_MS = 5_000;
/** Autoplay stops on hover or click and resumes after this. */
export const CAROUSEL_RESUME_MS = 8_000;
export const SPINNER_TIMEOUT_MS = 5_000;
export const CART_ERROR_CLEAR_MS = 5_000;
/** Product Info shows read more/less when its text exceeds this many characters. */
export const PRODUCT_TEXT_CUTOFF_CHARS = 1_000;
export const SEARCH_CACHE_MS = 2 * 60 * 1_000;
export const SEARCH_CONNECTION_TIMEOUT_MS = 1_000;
export const SEARCH_RETRIES = 8;
export const SEARCH_STALLED_DELAY_MS = 200;
/** A URL hash scrolls to its element once results load, after this delay. */
export const HASH_SCROLL_DELAY_MS = 100;
/** The GA4 data layer is retried every 300 ms, up to 10 times. */
export const DATA_LAYER_RETRY_MS = 300;
export const DATA_LAYER_RETRIES = 10;

export const IMAGE_SRCSET = { intervals: 15, startWidth: 200, increment: 200, placeholderWidth: 100 } as const;

/** Widths of a responsive image srcset: 200, 400, ... (15 of them by default). */
export function srcsetWidths(options: { intervals: number; startWidth: number; increment: number } = IMAGE_SRCSET): number[] {
  return Array.from({ length: options.intervals }, (_, i) => options.startWidth + i * options.increment);
}

/** Whether the Product Info text needs read more/less: over 1000 characters. */
export function needsReadMore(text: string, cutoff = PRODUCT_TEXT_CUTOFF_CHARS): boolean {
  return text.length > cutoff;
}
