// The GROQ both content adapters run: Sanity's API in production, groq-js over the NDJSON export
// when embedded. Projections shape the answer close to the application's types, so the zod
// schemas beside them stay small; missing fields come back as null, never as undefined.

const link = `{ "label": coalesce(label, ""), "href": coalesce(href, "") }`;
const menu = `{ "title": coalesce(title, ""), "links": coalesce(links[]${link}, []) }`;
const seo = `{ title, description }`;
const banner = `{ "title": coalesce(title, ""), "text": coalesce(text, ""), "link": coalesce(link, ""), "image": coalesce(image, "") }`;

const store = `{
  storeId,
  "name": title,
  city,
  "slug": slug.current,
  street,
  suburb,
  state,
  postcode,
  phoneNumber,
  email,
  link,
  "introText": coalesce(introText, []),
  "tradingHours": tradingHours{ weekdays, saturday, sunday },
  timeZone,
  parking,
  "publicTransport": { "train": publicTransport.train, "tram": publicTransport.tram, "bus": publicTransport.bus },
  googleMap,
  virtualTourURL,
  alertBanner,
  "rolandBanner": rolandBanner${banner},
  "obxLocation": obxLocation == true,
  "isMainStore": isMainStore == true,
  "locationId": coalesce(locationId, storeId)
}`;

const categoryContent = `{ "slug": slug.current, catCode, title, "seo": seo${seo}, "banner": banner.text }`;

export const CONTENT_QUERIES = {
  layout: `*[_type == "settings" && _id == "siteSettings"][0]{
    siteTitle,
    "seo": { "title": seo.title, "titleTemplate": seo.titleTemplate, "description": seo.description },
    "notFoundPage": { "title": notFoundPage.title, "colorTheme": { "background": notFoundPage.colorTheme.background } },
    notFoundCollection,
    "promotions": promotions{ freeShippingDesktop, freeShippingMobile, priceMatch, smsDeals, phoneHelp },
    "menus": { "aboutUs": menus.aboutUs${menu}, "orderInformation": menus.orderInformation${menu} },
    "footer": {
      "accordions": coalesce(footer.accordions[]${menu}, []),
      "lessonsBlurb": footer.lessonsBlurb,
      "lessonsUrl": footer.lessonsUrl,
      "careersUrl": footer.careersUrl,
      "features": coalesce(footer.features[].title, [])
    },
    "support": support{ phone, email }
  }`,

  pageBySlug: `*[_type == "page" && slug.current == $slug][0]{
    "slug": slug.current,
    title,
    "seo": seo${seo},
    "body": coalesce(body, []),
    listing
  }`,

  home: `*[_type == "home" && _id == "home"][0]{
    "seo": seo${seo},
    "banners": coalesce(hero[]${banner}, []),
    "carousels": coalesce(carousels[]{ "title": coalesce(title, ""), "collection": coalesce(collection, ""), filter }, []),
    "promoBanner": promoBanner${banner}
  }`,

  stores: `*[_type == "store" && defined(slug.current)] | order(isMainStore desc, storeId asc) ${store}`,

  storeBySlug: `*[_type == "store" && slug.current == $slug][0] ${store}`,

  categoryBySlug: `*[_type == "category" && slug.current == $slug][0] ${categoryContent}`,

  categories: `*[_type == "category" && defined(slug.current)] | order(catCode asc) ${categoryContent}`,

  pageSlugs: `*[_type == "page" && defined(slug.current)] | order(slug.current asc).slug.current`,
} as const;

export type ContentQueryName = keyof typeof CONTENT_QUERIES;
