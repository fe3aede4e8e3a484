// Card views kept with their cards. A frozen card is one the embedded search keeps and lists on
// every request (adapters/columnar/kept-cards.ts); its view in a locale is the same each time
// except for the ribbon, which a scheduled override turns on and off with the clock. So the last
// view per card and locale is kept, and served again while the ribbon the request's clock gives is
// the one it shows. Kept views are shared between requests, so they are frozen too.
import type { ProductCard } from '../../domain/catalogue/product-card';
import { deepFreeze } from '../../domain/deep-freeze';
import type { Locale, LocaleKey } from '../../domain/locale';
import type { Ribbon } from '../../domain/ribbons';
import type { ProductCardView } from '../../ui/components/product-card-view';

/** By card, then by locale key (a key names its language and country, all the view reads of a locale). */
const KEPT = new WeakMap<ProductCard, Map<LocaleKey, ProductCardView>>();

const sameRibbon = (a: ProductCardView['ribbon'], b: Ribbon | null) => (a === null || b === null ? a === b : a.kind === b.kind && a.label === b.label);

/**
 * The view of `card` in `locale` showing `ribbon`: the kept one when it shows that ribbon, else
 * `build`'s, kept in its place. A card that is not frozen could change under a kept view, and is
 * built once and dropped anyway (a hosted search's cards are fresh each answer): its view is built.
 */
export function keptCardView(card: ProductCard, locale: Locale, ribbon: Ribbon | null, build: (card: ProductCard, locale: Locale, ribbon: Ribbon | null) => ProductCardView): ProductCardView {
  if (!Object.isFrozen(card)) return build(card, locale, ribbon);
  let views = KEPT.get(card);
  const kept = views?.get(locale.key);
  if (kept && sameRibbon(kept.ribbon, ribbon)) return kept;
  const view = deepFreeze(build(card, locale, ribbon));
  if (!views) KEPT.set(card, (views = new Map()));
  views.set(locale.key, view);
  return view;
}
