import type { LayoutSettings } from './content';

/**
 * What the shell renders when the content service cannot be read: a plain but working shop
 * (the category menu still comes from the catalogue) rather than a 500 for every page.
 */
export const FALLBACK_LAYOUT: LayoutSettings = {
  siteTitle: 'Online Store',
  seo: { title: 'Online Store', titleTemplate: '%s · Online Store', description: '' },
  notFoundPage: { title: 'Page not found', colorTheme: { background: '#ffffff' } },
  notFoundCollection: null,
  promotions: {
    freeShippingDesktop: 'Free shipping on orders over $100 and under 20kg',
    freeShippingMobile: 'Free shipping on orders over $100*',
    priceMatch: '',
    smsDeals: '',
    phoneHelp: '',
  },
  menus: { aboutUs: { title: 'About Us', links: [] }, orderInformation: { title: 'Order Information', links: [] } },
  footer: { accordions: [], lessonsBlurb: '', lessonsUrl: '', careersUrl: '', features: [] },
  support: { phone: '', email: '' },
};
