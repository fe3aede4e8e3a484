import { CATEGORY_SPECS } from '../category-specs';
import { SHOP_DOMAIN, SHOP_NAME } from '../shop-identity';
import { keyMaker } from './portable-text';
import { keyed, sanityDocument, type SanityDocument } from './sanity-document';

// The single site-settings document: SEO defaults, header promotions, menus, footer and support.

export const SETTINGS_ID = 'siteSettings';
export const SUPPORT_PHONE = '1800 160 401';
export const SUPPORT_EMAIL = `help@${SHOP_DOMAIN}`;

interface LinkSpec {
  label: string;
  href: string;
}

const ABOUT_LINKS: LinkSpec[] = [
  { label: 'About Us', href: '/pages/about-us' },
  { label: 'Our Stores', href: '/pages/locations' },
  { label: 'Contact Us', href: '/pages/contact' },
  { label: 'Brands', href: '/pages/brands' },
  { label: 'Price Challenge', href: '/pages/price-challenge' },
];

const ORDER_LINKS: LinkSpec[] = [
  { label: 'Delivery Information', href: '/pages/delivery-info' },
  { label: 'Payment Options', href: '/pages/payment-options' },
  { label: 'Returns Policy', href: '/pages/returns-policy' },
  { label: 'Stock Enquiry', href: '/pages/stock-enquiry' },
  { label: 'Terms & Conditions', href: '/pages/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/pages/privacy-policy' },
];

const CATEGORY_LINKS: LinkSpec[] = CATEGORY_SPECS.map((top) => ({ label: top.name, href: `/collections/${top.handle}` }));

export function settingsDocument(): SanityDocument {
  const nextKey = keyMaker(SETTINGS_ID);
  const links = (specs: LinkSpec[]) => keyed(nextKey, specs.map((spec) => ({ _type: 'link', ...spec })));
  const menu = (title: string, specs: LinkSpec[]) => ({ _type: 'menu', title, links: links(specs) });
  return sanityDocument(SETTINGS_ID, 'settings', {
    siteTitle: SHOP_NAME,
    seo: {
      title: SHOP_NAME,
      titleTemplate: `%s · ${SHOP_NAME}`,
      description: `Australia's musician-run music store: guitars, keyboards, drums, live sound, studio and DJ gear from brands you love. Free shipping on orders over $100.`,
    },
    notFoundPage: { title: 'Page not found', colorTheme: { background: '#f5f0e6' } },
    notFoundCollection: 'effects-pedals',
    promotions: {
      freeShippingDesktop: 'Free shipping on orders over $100 and under 20kg',
      freeShippingMobile: 'Free shipping on orders over $100*',
      priceMatch: "Price Match Promise: found it cheaper in Australia? We'll beat it.",
      smsDeals: 'Text DEALS to 0491 570 156 for SMS-only specials',
      phoneHelp: `Need help? Call us on ${SUPPORT_PHONE}`,
    },
    menus: { aboutUs: menu('About Us', ABOUT_LINKS), orderInformation: menu('Order Information', ORDER_LINKS) },
    footer: {
      accordions: keyed(nextKey, [menu('About', ABOUT_LINKS), menu('Orders', ORDER_LINKS), menu('Categories', CATEGORY_LINKS)]),
      lessonsBlurb: 'Learn from working musicians: guitar, piano, drums and voice lessons for every age and level, in our studios or online.',
      lessonsUrl: 'https://www.backlinemusicschool.com.au/',
      careersUrl: 'https://careers.backlinemusic.com.au/',
      features: keyed(nextKey, [
        { _type: 'feature', title: 'Free Shipping', text: 'On orders over $100 and under 20kg, Australia-wide.', link: '/pages/delivery-info' },
        { _type: 'feature', title: 'Price Challenge', text: "Seen it cheaper? Challenge us and we'll beat it.", link: '/pages/price-challenge' },
        { _type: 'feature', title: 'Staffed by Musicians', text: 'Advice from people who play, record and gig.', link: '/pages/about-us' },
      ]),
    },
    support: { phone: SUPPORT_PHONE, email: SUPPORT_EMAIL },
  });
}
