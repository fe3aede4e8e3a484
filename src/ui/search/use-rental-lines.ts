// A listing's rental lines, resolved once for all its cards. Lines ready when the page was rendered
// come with it; lines still on their way fill every card in one update when they arrive. (A Suspense
// boundary per card streamed them in one boundary at a time, and the browser hydrated each boundary
// in its own commit: 240 commits on a long listing when the rental service was slow.)
import { startTransition, useEffect, useState } from 'react';
import { isThenable, outcomeNow } from '../deferred-data';
import type { CardRentalLines, CardRentalState } from '../components/product-card-view';

type Rentals = CardRentalLines | PromiseLike<CardRentalLines>;

/** The lines as they stand: a promise marked settled (deferred-data.ts) counts as its outcome. */
function rentalsNow(rentals: Rentals): CardRentalState {
  if (!isThenable(rentals)) return rentals;
  const now = outcomeNow(rentals);
  if (!now) return 'pending';
  return now.ok ? now.value : 'failed';
}

export function useRentalLines(rentals: Rentals | undefined): CardRentalState | undefined {
  const [arrived, setArrived] = useState<{ from: Rentals; state: CardRentalState } | null>(null);
  useEffect(() => {
    if (!rentals || rentalsNow(rentals) !== 'pending') return;
    let live = true;
    const arrive = (state: CardRentalState) => live && startTransition(() => setArrived({ from: rentals, state }));
    (rentals as PromiseLike<CardRentalLines>).then(arrive, () => arrive('failed'));
    return () => {
      live = false;
    };
  }, [rentals]);
  if (!rentals) return undefined;
  return arrived?.from === rentals ? arrived.state : rentalsNow(rentals);
}
