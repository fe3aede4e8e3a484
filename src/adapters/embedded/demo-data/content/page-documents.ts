import { SHOP_NAME } from '../shop-identity';
import { h2, h3, keyMaker, li, link, p, portableText, strong, type BlockSpec } from './portable-text';
import { sanityDocument, slug, type SanityDocument } from './sanity-document';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from './settings-document';

// The content pages behind /pages/{slug}. Listing-like pages carry a `listing` filter hint that the
// shop applies to the catalogue under the page text.

interface PageSpec {
  slug: string;
  title: string;
  description: string;
  body: BlockSpec[];
  listing?: Record<string, boolean>;
}

const DELIVERY = '/pages/delivery-info';

export const PAGE_SPECS: readonly PageSpec[] = [
  {
    slug: 'about-us', title: 'About Us', description: `${SHOP_NAME} is an Australian, musician-run music retailer with eight stores and a warehouse in Adelaide.`,
    body: [
      p(`${SHOP_NAME} started in 1994 as a single guitar shop in Adelaide's southern suburbs. Today we have eight stores across Adelaide, Melbourne, Sydney, Brisbane and Perth, and we ship Australia-wide from our Forestville warehouse.`),
      h2('Staffed by musicians'),
      p('Everyone on our floor plays. Ask about the pedal on our counter, the mic we use for kick drum or the digital piano that suits a beginner, and you will get an answer from someone who has used it.'),
      h2('What we stand for'),
      li('Honest advice, whatever your budget'),
      li('Australian warranty on everything we sell'),
      li('A ', link('Price Challenge', '/pages/price-challenge'), ' if you find it cheaper'),
      p('Come and see us at ', link('one of our stores', '/pages/locations'), '.'),
    ],
  },
  {
    slug: 'contact', title: 'Contact Us', description: `Call ${SUPPORT_PHONE}, email ${SUPPORT_EMAIL} or visit one of our stores.`,
    body: [
      p('Our online team is available Monday to Friday 9am to 5:30pm and Saturday 10am to 4pm (Adelaide time).'),
      li(strong('Phone: '), SUPPORT_PHONE),
      li(strong('Email: '), link(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`)),
      p('For questions about a specific store, see our ', link('store locations', '/pages/locations'), '. For an order in progress, have your order number handy.'),
    ],
  },
  {
    slug: 'locations', title: 'Our Stores', description: 'Find a store in Adelaide, Melbourne, Sydney, Brisbane or Perth, with hours, parking and directions.',
    body: [
      p('Visit us in Adelaide (Forestville and the City), Melbourne (Fitzroy and Windsor), Sydney (Alexandria and Crows Nest), Brisbane (Fortitude Valley) and Perth (West Leederville).'),
      li(link('Melbourne Fitzroy', '/locations/melbourne-fitzroy')),
      li(link('Melbourne Windsor', '/locations/melbourne-windsor')),
      li(link('Sydney Alexandria', '/locations/sydney-alexandria')),
      li(link('Sydney Crows Nest', '/locations/sydney-crows-nest')),
      li(link('Brisbane Fortitude Valley', '/locations/brisbane-fortitude-valley')),
      li(link('Perth West Leederville', '/locations/perth-west-leederville')),
    ],
  },
  {
    slug: 'terms-and-conditions', title: 'Terms & Conditions', description: 'The terms that apply to purchases from our website and stores.',
    body: [
      h2('Prices'),
      p('All prices are in {currency}, the currency of the market you shop in (chosen in the header). Australian prices include GST; outside Australia, any import duties and taxes are shown at checkout. We reserve the right to correct pricing errors; if a price is wrong we will contact you before processing your order.'),
      h2('Orders'),
      p('An order is accepted when it is dispatched or ready for collection. Stock shown online is updated regularly but may change between ordering and dispatch.'),
      h2('Australian Consumer Law'),
      p('Our goods come with guarantees that cannot be excluded under the Australian Consumer Law. See our ', link('returns policy', '/pages/returns-policy'), ' for details.'),
    ],
  },
  {
    slug: 'privacy-policy', title: 'Privacy Policy', description: 'How we collect, use and protect your personal information.',
    body: [
      p('We collect the information needed to process orders, provide support and, with your consent, send you news and offers. We never sell your personal information.'),
      h2('Cookies and analytics'),
      p('We use cookies to keep your cart and to understand how our site is used. Analytics events are sent only with your consent.'),
      p('To access or correct your information, email ', link(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`), '.'),
    ],
  },
  {
    slug: 'delivery-info', title: 'Delivery Information', description: 'Free shipping on orders over {freeShippingFrom} and under 20kg. Express Post on smaller orders.',
    body: [
      p(strong('Free shipping'), ' on orders of {freeShippingFrom} or more and under 20kg. Orders under {freeShippingFrom} ship by Express Post for {flatShipping}.'),
      h3('Heavy and bulky items'),
      p('Drum kits, PA speakers, amplifiers and pianos are shipped by freight; the cost is calculated at checkout from your postcode.'),
      h3('Dispatch times'),
      li('In Stock: dispatched the same or next business day'),
      li('7 Day Dispatch: ships within 7 days from our supplier'),
      li('Accepting Orders: on order from the supplier; we will confirm an ETA'),
    ],
  },
  {
    slug: 'payment-options', title: 'Payment Options', description: 'Pay by card, PayPal, Afterpay, Zip or Shop Pay, or rent to own.',
    body: [
      p('We accept Visa, Mastercard, American Express, PayPal and Shop Pay.'),
      li(strong('Afterpay: '), '4 interest-free payments on orders from {afterpayFrom} to {afterpayTo}.'),
      li(strong('PayPal Pay in 4: '), 'orders from {paypalFrom} to {paypalTo}, no fees.'),
      li(strong('Zip: '), 'from {zipWeeklyFrom} a week, or 12 monthly payments on orders of {zipMonthlyFrom} or more.'),
      li(strong('Rental: '), 'rent selected instruments weekly, 6 months minimum.'),
    ],
  },
  {
    slug: 'returns-policy', title: 'Returns Policy', description: 'Change-of-mind returns within 30 days on unused items in original packaging.',
    body: [
      p('Changed your mind? Return unused items in their original packaging within 30 days for a refund or exchange.'),
      p('Faulty items are covered by the manufacturer warranty and the Australian Consumer Law. Contact us and we will arrange a repair, replacement or refund.'),
      p('Open-box items can be returned within 30 days in the condition they were sold.'),
    ],
  },
  {
    slug: 'brands', title: 'Brands', description: 'Shop by brand: Fender, Gibson, Yamaha, Roland, Pearl, Shure, Pioneer DJ and many more.',
    body: [p('We are authorised dealers for more than 100 brands, so every product comes with a full Australian warranty.'), p('Browse the brands below or use the search to find a model.')],
  },
  {
    slug: 'specials', title: 'Clearance Centre', description: 'Sale prices on guitars, keyboards, drums and more while stocks last.', listing: { onSale: true },
    body: [p('Our best prices on end-of-line and run-out stock. When it is gone, it is gone.')],
  },
  {
    slug: 'clearance-centre', title: 'Clearance Centre', description: 'Sale prices on guitars, keyboards, drums and more while stocks last.', listing: { onSale: true },
    body: [p('Run-out models, last-of-line colours and overstock, all with full warranty.')],
  },
  {
    slug: 'new-arrivals', title: 'New Arrivals', description: 'The latest gear to land in our stores and warehouse.', listing: { newProduct: true },
    body: [p('Fresh off the truck: the newest guitars, synths, pedals and studio gear.')],
  },
  {
    slug: 'open-box', title: 'Open Box', description: 'Ex-demo, customer returns and scuffed-box stock at reduced prices, checked by our technicians.', listing: { openBox: true },
    body: [
      p('Open-box items are ex-demo units, customer returns and items with damaged packaging. Every unit is checked by our technicians and graded.'),
      li(strong('Excellent: '), 'as new, may have been opened or demonstrated'),
      li(strong('Good: '), 'light marks that do not affect use'),
      li(strong('Fair: '), 'visible wear, fully functional'),
    ],
  },
  {
    slug: 'price-challenge', title: 'Price Challenge', description: "Found it cheaper at an Australian retailer? Challenge us and we'll beat it.",
    body: [
      p("Seen it cheaper at another Australian retailer? Send us the link and we'll do our best to beat it."),
      li('The item must be new, in stock and sold by an authorised Australian dealer'),
      li('Delivery costs are included in the comparison'),
      li('Excludes clearance, open-box and auction listings'),
      p('Call ', SUPPORT_PHONE, ' or ', link('contact us', '/pages/contact'), ' with the details.'),
    ],
  },
  {
    slug: 'stock-enquiry', title: 'Stock Enquiry', description: 'Ask about stock and pricing for any product in our range.',
    body: [
      p('Tell us the product and we will check stock across all our stores and the warehouse, usually within one business day.'),
      p('Please include the product name or SKU, and the store you would like to collect from if you are nearby.'),
      p('See ', link('delivery information', DELIVERY), ' for dispatch times.'),
    ],
  },
];

export const pageDocumentId = (pageSlug: string) => `page-${pageSlug}`;

function pageDocument(spec: PageSpec, id = pageDocumentId(spec.slug), updatedAt?: string): SanityDocument {
  const fields = {
    title: spec.title,
    slug: slug(spec.slug),
    seo: { title: spec.title, description: spec.description },
    body: portableText(keyMaker(id), spec.body),
    ...(spec.listing ? { listing: spec.listing } : {}),
  };
  return sanityDocument(id, 'page', fields, updatedAt);
}

export const pageDocuments = (): SanityDocument[] => PAGE_SPECS.map((spec) => pageDocument(spec));

/** An unpublished edit of the About Us page, seen only in preview. */
export function draftPageDocument(): SanityDocument {
  const about = PAGE_SPECS.find((spec) => spec.slug === 'about-us')!;
  const edited: PageSpec = {
    ...about,
    body: [p(`${SHOP_NAME} turns 32 this year: join us for a week of free in-store clinics from 1 December.`), ...about.body],
  };
  return pageDocument(edited, `drafts.${pageDocumentId('about-us')}`, '2026-11-01T02:00:00Z');
}
