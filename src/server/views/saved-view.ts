// The saved list with current cards to the saved page's view model: each card as the product is now
// in the shopper's locale, the price-drop line when it dropped since it was saved.
import type { SavedProduct } from '../../application/saved/load-saved-items';
import { localeTag, type Locale } from '../../domain/locale';
import { MAX_BROWSER_SAVED_ITEMS, MAX_SAVED_ITEMS, priceDropText } from '../../domain/saved-items';
import type { SavedPageView, SavedProductView } from '../../ui/saved/view-models';
import { toProductCardView } from './product-card-view';

export function toSavedProductViews(products: readonly SavedProduct[], locale: Locale, now: Date): SavedProductView[] {
  const dates = new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'medium', timeZone: 'UTC' });
  return products.map(({ item, card }) => ({
    handle: item.handle,
    card: card ? toProductCardView(card, locale, now) : null,
    priceDrop: card ? priceDropText(item.savedPrice, card.onSalePrice ?? card.sellingPrice, locale) : null,
    savedOn: `Saved ${dates.format(new Date(item.savedAt))}`,
  }));
}

export function savedLimitText(signedIn: boolean): string {
  return signedIn
    ? `Your account keeps up to ${MAX_SAVED_ITEMS} products.`
    : `This browser keeps up to ${MAX_BROWSER_SAVED_ITEMS} products. Log in to keep them on your account (up to ${MAX_SAVED_ITEMS}) and see them on any device.`;
}

export type { SavedPageView };
