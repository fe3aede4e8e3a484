// The product page's pick-up line as a personal hole. The page (cached, one shell for every
// shopper) carries the view for a shopper who chose no store; the shopper's chosen store
// (PersonalData.store, from the preferredStore cookie) is applied per response: the server fills
// the hole with the section for that store (src/server/ssr/personal-holes.tsx), the browser renders
// the same from the same two inputs, so hydration matches and the shell names nobody's store.
import { PageHole, type PageHoleSpec } from '../personal/page-hole';
import { withChosenStore } from './chosen-store';
import { StorePickupSection, useStoreChoiceTarget } from './store-pickup';
import type { PickupView } from './view-models';

export interface StorePickupArgs {
  /** The view for a shopper who chose no store. */
  view: PickupView;
  action: string;
  redirectTo: string;
}

export const STORE_PICKUP_HOLE: PageHoleSpec<string | null, StorePickupArgs> = {
  name: 'store-pickup',
  select: (personal) => personal.store.chosen,
  render: (chosen, { view, action, redirectTo }) => <StorePickupSection pickup={withChosenStore(view, chosen)} action={action} redirectTo={redirectTo} />,
};

/** The product page's click and collect: its line for the shopper's chosen store. */
export function ProductStorePickup({ pickup }: { pickup: PickupView }) {
  const target = useStoreChoiceTarget();
  return <PageHole spec={STORE_PICKUP_HOLE} args={{ view: pickup, ...target }} />;
}
