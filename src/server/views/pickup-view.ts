// View models of click and collect: the headline a page shows and each store's line.
import type { PickupOption, StorePickup } from '../../application/collect/store-pickup';
import { readyWhen } from '../../domain/click-and-collect';
import { localizeHref, type Locale } from '../../domain/locale';
import type { PickupStoreView, PickupView } from '../../ui/collect/view-models';

const stockText = (quantity: number) => (quantity > 0 ? `${quantity} in stock` : 'Not in stock');

function storeView(option: PickupOption & { quantity?: number }, market: Pick<Locale, 'pathPrefix'>): PickupStoreView {
  return {
    slug: option.store.slug,
    name: option.store.name,
    // In the page's market (localizeHref, the one prefixing rule): a GBP shopper stays on the GBP site.
    href: option.store.link.startsWith('/') ? localizeHref(option.store.link, market) : null,
    address: option.store.address,
    todayHours: option.store.todayHours === null ? null : `Today: ${option.store.todayHours}`,
    headline: option.headline,
    stock: option.quantity === undefined ? null : stockText(option.quantity),
    canCollect: option.fulfilment.kind === 'holds-every-line',
    missing: option.fulfilment.kind === 'holds-every-line' ? [] : option.fulfilment.missing,
    readyText: readyWhen(option.readiness),
  };
}

/**
 * The chosen store's line when one is chosen (whatever it says); otherwise the first store, in the
 * content's order, that holds it, else the first that can get it in; nothing when none can.
 */
export function toPickupView(pickup: StorePickup<PickupOption & { quantity?: number }>, market: Pick<Locale, 'pathPrefix'>): PickupView {
  const chosen = pickup.chosen ? pickup.options.find((o) => o.store.slug === pickup.chosen) : undefined;
  const first = pickup.options.find((o) => o.fulfilment.kind === 'holds-every-line') ?? pickup.options.find((o) => o.fulfilment.kind === 'transfer');
  return { headline: (chosen ?? first)?.headline ?? null, chosen: pickup.chosen, stores: pickup.options.map((option) => storeView(option, market)) };
}
