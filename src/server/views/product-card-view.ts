// A product card from search (domain) to what the card renders, in the shopper's locale.
import { cardRibbonFacts, type ProductCard } from '../../domain/catalogue/product-card';
import { availabilityOfStatusText } from '../../domain/availability';
import { stockStateOf } from '../../domain/stock-state';
import type { Locale } from '../../domain/locale';
import { formatMoney } from '../../domain/money';
import { compactRentalText, paymentOptionLines, paymentOptions } from '../../domain/payment-options';
import { productRibbon, type Ribbon } from '../../domain/ribbons';
import type { CardRentalLines, ProductCardView } from '../../ui/components/product-card-view';
import { keptCardView } from './kept-card-views';

function paymentLine(card: ProductCard, locale: Locale): string | null {
  const current = card.onSalePrice ?? card.sellingPrice;
  // The bands are the market's own: $30 to $3000 in AUD, £15.60 to £1560 in GBP (market-amounts.ts).
  const options = paymentOptions(Number(current.amount), { disable_payment: card.disable_payment }, current.currencyCode);
  if (!options) return null;
  const lines = paymentOptionLines(options, current.currencyCode, locale);
  return lines.afterpay ?? lines.zip;
}

/**
 * `now` is the request's clock: a scheduled ribbon shows only while its schedule runs. The embedded
 * search's cards are kept, and so are their views (kept-card-views.ts): a shared view comes back.
 */
export function toProductCardView(card: ProductCard, locale: Locale, now: Date): ProductCardView {
  return keptCardView(card, locale, productRibbon(cardRibbonFacts(card), now), buildCardView);
}

function buildCardView(card: ProductCard, locale: Locale, ribbon: Ribbon | null): ProductCardView {
  const openBox = { openBox: card.is_openbox };
  const images = [card.imageURL1, card.imageURL2].filter((src): src is string => Boolean(src));
  const availability = availabilityOfStatusText(card.stockStatus);
  return {
    sku: card.sku,
    title: card.title,
    brand: card.brand ?? null,
    href: card.linkURL,
    // No status at all reads as Out of Stock, like everywhere else: the card never offers what the cart refuses.
    stockStatus: availability.label,
    stockState: stockStateOf(availability),
    buyable: availability.buyable,
    price: formatMoney(card.onSalePrice ?? card.sellingPrice, locale, openBox),
    // Only the open-box unit's own price is in whole dollars; was and save keep their cents.
    wasPrice: card.wasPrice ? formatMoney(card.wasPrice, locale) : null,
    savePrice: card.savePrice ? `Save ${formatMoney(card.savePrice, locale)}` : null,
    ribbon,
    images,
    variantId: card.shopifyProductId,
    payment: paymentLine(card, locale),
    openBox: card.is_openbox,
    attributes: card.attributes ?? [],
    priceAmount: (card.onSalePrice ?? card.sellingPrice).amount,
  };
}

/** Cards with a rental line: those showing payment options (none when the product disables them). */
export const cardsWithRentalLine = (cards: readonly ProductCardView[]) => cards.filter((card) => card.payment !== null);

/**
 * Each such card's compact rental line, from its weekly rate (null when the service has none or
 * failed): 'Or rent for ${rate} /wk', else 'Payment options available'.
 */
export function toCardRentalLines(cards: readonly ProductCardView[], rateOf: (card: ProductCardView) => number | null, locale: Locale): CardRentalLines {
  return Object.fromEntries(cardsWithRentalLine(cards).map((card) => [card.sku, compactRentalText(rateOf(card), locale)]));
}
