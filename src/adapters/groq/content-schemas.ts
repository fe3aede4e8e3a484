// zod schemas of what the queries in ./queries.ts answer. Anything else from the content service
// (or a hand-edited export) is refused at this line, before it reaches the application.
import { z } from 'zod';

const nullableText = z.string().nullable();
const link = z.object({ label: z.string(), href: z.string() });
const menu = z.object({ title: z.string(), links: z.array(link) });
const seo = z.object({ title: nullableText.optional(), description: nullableText.optional() }).nullable();
/** Portable Text: rendering (and sanitising) is the UI's job; here each block just needs a type. */
const richText = z.array(z.looseObject({ _type: z.string().min(1), _key: z.string().optional() }));
const banner = z.object({ title: z.string(), text: z.string(), link: z.string(), image: z.string() });
/** It ends up in a style attribute: only a hex colour is let through. */
/** Embedded in iframes and links: https only, never `javascript:`. */
const httpsUrl = z.url({ protocol: /^https$/ });
const cssColour = z.string().regex(/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'expected a hex colour');

export const listingFilterSchema = z.object({
  onSale: z.boolean().optional(),
  newProduct: z.boolean().optional(),
  openBox: z.boolean().optional(),
  staffPick: z.boolean().optional(),
});

export const layoutSchema = z.object({
  siteTitle: z.string().min(1),
  seo: z.object({ title: z.string().min(1), titleTemplate: z.string().min(1), description: z.string() }),
  notFoundPage: z.object({ title: z.string().min(1), colorTheme: z.object({ background: cssColour }) }),
  notFoundCollection: nullableText,
  promotions: z.object({
    freeShippingDesktop: z.string(),
    freeShippingMobile: z.string(),
    priceMatch: z.string(),
    smsDeals: z.string(),
    phoneHelp: z.string(),
  }),
  menus: z.object({ aboutUs: menu, orderInformation: menu }),
  footer: z.object({
    accordions: z.array(menu),
    lessonsBlurb: z.string(),
    lessonsUrl: z.string(),
    careersUrl: z.string(),
    features: z.array(z.string()),
  }),
  support: z.object({ phone: z.string(), email: z.string() }),
});

export const pageSlugSchema = z.string().min(1);

export const pageSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  seo,
  body: richText,
  listing: listingFilterSchema.nullable(),
});

export const homeSchema = z.object({
  seo,
  banners: z.array(banner),
  carousels: z.array(z.object({ title: z.string(), collection: z.string(), filter: listingFilterSchema.nullable() })),
  promoBanner: banner.nullable(),
});

export const storeSchema = z.object({
  storeId: z.string().min(1),
  name: z.string().min(1),
  city: z.string(),
  slug: z.string().min(1),
  street: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  link: z.string(),
  introText: richText,
  tradingHours: z.object({ weekdays: z.string(), saturday: z.string(), sunday: z.string() }),
  timeZone: z.string().min(1),
  parking: nullableText,
  publicTransport: z.object({ train: nullableText, tram: nullableText, bus: nullableText }),
  googleMap: httpsUrl.nullable(),
  virtualTourURL: httpsUrl.nullable(),
  alertBanner: nullableText,
  rolandBanner: banner.nullable(),
  obxLocation: z.boolean(),
  isMainStore: z.boolean(),
  locationId: z.string().min(1),
});

export const categoryContentSchema = z.object({
  slug: z.string().min(1),
  catCode: z.string().regex(/^\d+$/, 'expected a numeric catCode'),
  title: z.string().min(1),
  seo,
  banner: nullableText,
});

export type SeoAnswer = z.infer<typeof seo>;
