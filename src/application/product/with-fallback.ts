// Deferred product-page data (stock, open-box units, rental offer, related products) must never
// break the page: a failure is only logged (spec section 8) and the caller gets its fallback.
import type { EventLog } from '../ports';

function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const code = (error as { code?: unknown }).code;
  return { error: error.message, errorName: error.name, ...(typeof code === 'string' ? { code } : {}) };
}

export async function withFallback<T>(log: EventLog, what: string, details: Record<string, unknown>, fallback: T, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log.warn({ ...details, ...describeError(error) }, `${what} failed; the product page shows its fallback`);
    return fallback;
  }
}
