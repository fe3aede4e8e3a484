// Maps the product page's domain data into its view models (src/ui/product/view-models.ts):
// every price formatted for the shopper's locale, every HTML string sanitised.
import type { ProductPage } from '../../application/product/load-product-page';
import type { OpenBoxOffer } from '../../application/product/price-open-box-units';
import { stockStateOf } from '../../domain/stock-state';
import { openBoxGrade, openBoxSaving } from '../../domain/open-box-report';
import type { ProductStock } from '../../application/product/load-product-stock';
import { cardRibbonFacts, type ProductCard } from '../../domain/catalogue/product-card';
import { productRibbon } from '../../domain/ribbons';
import { trailBreadcrumbs } from '../../domain/catalogue/category-tree';
import { hasWasPrice, productVideos, type ProductDetail, type ProductImage, type RentRate, type Variant } from '../../domain/catalogue/product';
import { optionChoices, variantQuery } from '../../domain/catalogue/variants';
import { variantAvailability } from '../../domain/availability';
import { openBoxUnitAttributes } from '../../domain/purchase-rules';
import { buyNowPath } from '../../domain/buy-now';
import type { Locale } from '../../domain/locale';
import { formatMoney, minorUnits, moneyFromMinorUnits, moneyFromNumber, type Money } from '../../domain/money';
import { paymentBands, paymentOptionLines, paymentOptions, rentalOffered, rentalTexts, type PaymentFlags, type PaymentOptions } from '../../domain/payment-options';
import { productShipping, RETURNS_TEXT } from '../../domain/product-shipping';
import { displaySku, isOpenBoxListing, productPageMode, productPriceLabel, stockEnquiryHref } from '../../domain/product-page';
import { canonicalUrl, plainTextDescription, productJsonLd } from '../../domain/seo';
import { breadcrumbJsonLd, videoJsonLd, withItemCondition, type JsonLd } from '../../domain/structured-data';
import { stockCountLine } from '../../domain/stock';
import { needsReadMore } from '../../domain/timing';
import type { OpenBoxUnitView, PaymentOptionsView, ProductView, RelatedCardView, RentalView, StockView, VariantOptionView } from '../../ui/product/view-models';
import { productHtml } from '../loaders/product-html';
import { toPickupView } from './pickup-view';

export interface PageContext {
  locale: Locale;
  /** Public origin, e.g. 'https://www.example.com'. */
  origin: string;
}

export const productPath = (handle: string) => `/products/${handle}`;

/** One availability for the page's button, buy now, stock text fallback and JSON-LD: the domain rule over the variant. */
export const variantAvailabilityOf = (variant: Variant | undefined, stockStatus: string | null | undefined) =>
  variant ? variantAvailability({ onlineQuantity: variant.quantityAvailable, stockStatus, availableForSale: variant.availableForSale }) : variantAvailability({ availableForSale: false });

/** The page of one variant: the product path with the variant's options as its query (none for a single variant). */
export function variantPath(product: Pick<ProductDetail, 'handle' | 'variants'>, variant: Pick<Variant, 'selectedOptions'>): string {
  return product.variants.length > 1 ? `${productPath(product.handle)}?${variantQuery(variant)}` : productPath(product.handle);
}

/**
 * The picker: every value of every option, each a link to the variant it shows, marked against the
 * variant on show; 'sold out' is the availability rule's (the same as the button's).
 */
function optionViews(product: ProductDetail, variant: Variant | undefined, stockStatus: string | null | undefined): VariantOptionView[] {
  if (!variant) return [];
  const judged = product.variants.map((v) => ({ ...v, availableForSale: variantAvailabilityOf(v, stockStatus).buyable }));
  return optionChoices(judged, judged[product.variants.indexOf(variant)] ?? variant).map(({ name, values }) => ({
    name,
    selected: values.find((v) => v.selected)?.value ?? '',
    values: values.map((choice) => ({ value: choice.value, state: choice.state, selected: choice.selected, href: variantPath(product, choice.target) })),
  }));
}

/** The gallery with the chosen variant's own picture first, when it has one. */
function galleryImages(product: ProductDetail, variant: Variant | undefined): ProductImage[] {
  const own = variant?.image;
  return own ? [own, ...product.images.filter((image) => image.url !== own.url)] : product.images;
}

/** The page's prices: the variant's price, and its compare-at price as the was price when above it. */
function variantPrices(product: ProductDetail, variant: Variant | undefined): { current: Money; was: Money | null } {
  if (!variant) return { current: product.salePrice ?? product.price, was: product.salePrice ? product.price : null };
  return { current: variant.price, was: hasWasPrice(variant) ? (variant.compareAtPrice as Money) : null };
}

/** The product URL as the rental service and search engines know it: default locale, no query. */
export const productUrl = (origin: string, handle: string) => `${origin}${productPath(handle)}`;

const fmt = (money: Money, locale: Locale) => formatMoney(money, locale);

function paymentView(options: PaymentOptions | null, currency: string, locale: Locale): PaymentOptionsView | null {
  if (!options) return null;
  const money = (n: number) => formatMoney(moneyFromNumber(n, currency), locale);
  const band = paymentBands(currency).afterpay;
  const lines = paymentOptionLines(options, currency, locale);
  return {
    afterpay: lines.afterpay,
    afterpayBand: options.afterpay ? `${money(band.min)} to ${money(band.max)}` : null,
    paypal: lines.paypal,
    zip: lines.zip,
  };
}

/** `search` is the page's query: obx in it switches to open-box mode (productPageMode). */
export function toProductView(page: ProductPage, context: PageContext, search: URLSearchParams): ProductView {
  const { product, variant } = page;
  const { locale, origin } = context;
  const { current, was } = variantPrices(product, variant);
  const discounted = was ? minorUnits(was) - minorUnits(current) : 0;
  const sku = variant?.sku ? displaySku(variant.sku) : product.productId;
  const images = galleryImages(product, variant);
  const stockStatus = product.metafields.product_stock_status;
  const availability = variantAvailabilityOf(variant, stockStatus);
  const plainInfo = plainTextDescription(product.productInfo, Number.MAX_SAFE_INTEGER);
  const canonical = `${origin}${locale.pathPrefix}${productPath(product.handle)}`;
  const parent = product.metafields.parent_product_active?.trim() ?? '';
  // Whether units exist is known only once the deferred units settle: the page asks productPageMode then.
  const mode = productPageMode(search, 0, parent);
  const listing = isOpenBoxListing(parent);
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    sku,
    brand: { name: product.brand, href: product.brandURL ?? null, logo: product.brandLogoImg ?? null },
    price: {
      current: fmt(current, locale),
      was: was && discounted > 0 ? fmt(was, locale) : null,
      save: discounted > 0 ? fmt(moneyFromMinorUnits(discounted, current.currencyCode), locale) : null,
      label: productPriceLabel(mode.openBox, listing),
    },
    ribbon: page.ribbon ? { kind: page.ribbon.kind, label: page.ribbon.label } : null,
    warranty: page.warranty?.label ?? null,
    images: images.map((image) => ({ url: image.url, alt: image.altText || product.title, width: image.width, height: image.height })),
    videos: productVideos(product.videoURLs).filter((url) => url.startsWith('https://')),
    info: { html: productHtml(product.productInfo), readMore: needsReadMore(plainInfo) },
    specificationsHtml: productHtml(product.specifications),
    featuresHtml: productHtml(product.features),
    manufacturerLink: product.manufacturerLink?.startsWith('https://') ? product.manufacturerLink : null,
    shipping: { label: page.shipping?.label ?? null, showCalculator: page.shipping?.showCalculator ?? false, returns: RETURNS_TEXT },
    payment: paymentView(page.payment, current.currencyCode, locale),
    openBoxMode: mode.openBox,
    openBoxListing: listing,
    newStockHref: mode.promo === 'view-new-stock' ? productPath(parent) : null,
    openBoxHref: `${productPath(product.handle)}?obx=1`,
    variant: { id: variant?.id ?? '', title: variant?.title ?? '', available: availability.buyable, href: variant ? variantPath(product, variant) : productPath(product.handle) },
    options: mode.openBox ? [] : optionViews(product, variant, stockStatus),
    // A listing's variant is its open-box unit, which Buy Now refuses: no link that can only fail.
    buyNowHref: variant && !listing ? buyNowPath([{ merchandiseId: variant.id, quantity: 1 }]) : '',
    analytics: {
      variantGid: variant?.id ?? '',
      productGid: product.id,
      name: product.title,
      variantName: variant?.title ?? '',
      brand: product.brand,
      price: current.amount,
      sku: variant?.sku || product.productId,
      ...(page.categories.at(-1) ? { category: page.categories.at(-1)!.categoryName } : {}),
    },
    metafieldStock: availability.label,
    metafieldStockState: stockStateOf(availability),
    enquiry: {
      stock: stockEnquiryHref(sku, product.title),
      price: `/pages/price-challenge`,
    },
    breadcrumbs: trailBreadcrumbs(page.categories),
    seo: {
      title: product.title,
      description: plainTextDescription(product.productInfo, 155),
      canonical,
      extraJsonLd: productExtraJsonLd(page, context, canonical),
      image: images[0] ? absoluteUrl(origin, images[0].url) : null,
      // An open-box listing's offers are UsedCondition, every other NewCondition.
      jsonLd: withItemCondition(productJsonLd({
        title: product.title,
        sku,
        url: canonical,
        description: product.productInfo,
        brand: product.brand,
        images: images.map((image) => absoluteUrl(origin, image.url)),
        price: current,
        availability: availability.schema,
        offers: product.variants.map((v) => ({
          sku: displaySku(v.sku),
          price: v.price,
          availability: variantAvailabilityOf(v, stockStatus).schema,
          url: `${origin}${locale.pathPrefix}${variantPath(product, v)}`,
        })),
      }), parent !== ''),
    },
  };
}

const absoluteUrl = (origin: string, url: string) => (url.startsWith('/') ? origin + url : url);

/** The product's breadcrumb trail (home, its categories, the product) and its videos, as JSON-LD. */
function productExtraJsonLd(page: ProductPage, { locale, origin }: PageContext, canonical: string): JsonLd[] {
  const { product } = page;
  const trail = trailBreadcrumbs(page.categories).map((crumb) => ({ name: crumb.label, url: canonicalUrl(origin, locale.pathPrefix, crumb.href) }));
  const thumbnail = product.images[0] ? absoluteUrl(origin, product.images[0].url) : `${origin}/favicon.svg`;
  const description = plainTextDescription(product.productInfo, 2048) || product.title;
  const videos = productVideos(product.videoURLs)
    .filter((url) => url.startsWith('https://'))
    .map((url, index) => videoJsonLd({ name: `${product.title} video ${index + 1}`, description, url, thumbnailUrl: thumbnail }));
  return [breadcrumbJsonLd([...trail, { name: product.title, url: canonical }]), ...videos];
}

export function toStockView(stock: ProductStock, market: Pick<Locale, 'pathPrefix'>): StockView {
  return {
    status: stock.online.status,
    state: stock.online.state,
    count: stock.online.count ? stockCountLine(stock.online.count) : null,
    availability: stock.availability,
    stores: stock.stores.map((s) => ({ name: s.name, href: s.link.startsWith('/') ? s.link : null, inStock: s.inStock, hasDemo: s.hasDemo })),
    known: stock.known,
    ...(stock.pickup ? { pickup: toPickupView(stock.pickup, market) } : {}),
  };
}


const savingText = (saving: Money | null, locale: Locale) => (saving ? `Save ${formatMoney(saving, locale)}` : null);

/**
 * Open-box unit prices are shown in whole dollars (spec section 9), in the currency the cart charges
 * them in; the same item's new price is an ordinary price, with its cents. Each unit's payment
 * widgets and shipping label are priced at what the unit costs.
 */
export function toOpenBoxUnits(offers: readonly OpenBoxOffer[], locale: Locale, paymentFlags: PaymentFlags = {}, heavy = false): OpenBoxUnitView[] {
  const whole = (money: Money) => formatMoney(money, locale, { openBox: true });
  return offers.map(({ unit, merchandiseId, price, newPrice }) => ({
    number: unit.number,
    variantId: merchandiseId,
    price: whole(price),
    retailPrice: newPrice ? formatMoney(newPrice, locale) : null,
    saving: savingText(openBoxSaving(price, newPrice), locale),
    grade: openBoxGrade(unit.condition),
    payment: paymentView(paymentOptions(Number(price.amount), paymentFlags, price.currencyCode), price.currencyCode, locale),
    shipping: productShipping(Number(price.amount), heavy, price.currencyCode).label,
    condition: unit.condition,
    originalBox: unit.originalBox,
    allAccessories: unit.allAccessories,
    comments: unit.comments,
    warehouse: unit.warehouseName,
    attributes: openBoxUnitAttributes(unit),
  }));
}

export function toRentalView(rate: RentRate | null, locale: Locale): RentalView | null {
  if (!rate || !rentalOffered(locale) || !/^https?:\/\//.test(rate.rentNowUrl)) return null;
  return { ...rentalTexts(rate.rate, locale), href: rate.rentNowUrl };
}

/** `now` is the request's clock, as for every other card. */
export function toRelatedCards(cards: readonly ProductCard[], locale: Locale, now: Date): RelatedCardView[] {
  return cards.map((card) => ({
    title: card.title,
    href: card.linkURL,
    image: card.imageURL1 ? { url: card.imageURL1, alt: card.title, width: 400, height: 400 } : null,
    price: formatMoney(card.sellingPrice, locale),
    brand: card.brand ?? null,
    ribbon: productRibbon(cardRibbonFacts(card), now),
  }));
}
