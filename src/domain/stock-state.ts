// The four stock states a shopper tells apart by colour (issue 33): in stock, low (a count shows,
// one left or fewer than five), back-order (the shop takes the order, the instrument is on
// its way) and sold out. Read from the availability rule's verdict and the online count, never from
// the words a page shows.
import type { Availability } from './availability';
import type { StockCount } from './stock';

export type StockState = 'in-stock' | 'low' | 'backorder' | 'sold-out';

export function stockStateOf(availability: Pick<Availability, 'schema'>, count: StockCount | null = null): StockState {
  if (availability.schema === 'OutOfStock') return 'sold-out';
  if (availability.schema === 'BackOrder') return 'backorder';
  return count !== null && count.kind !== 'many' ? 'low' : 'in-stock';
}
