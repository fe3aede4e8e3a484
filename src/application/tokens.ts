// Injection tokens: one symbol per port. Only the composition root in src/server registers them.
export const TOKENS = {
  ProductCatalog: Symbol('ProductCatalog'),
  ContentSource: Symbol('ContentSource'),
  EventLog: Symbol('EventLog'),
  Inventory: Symbol('Inventory'),
  OpenBoxItems: Symbol('OpenBoxItems'),
  ShippingRates: Symbol('ShippingRates'),
  RentalRates: Symbol('RentalRates'),
  RelatedProducts: Symbol('RelatedProducts'),
  ProductSearch: Symbol('ProductSearch'),
  CartStore: Symbol('CartStore'),
  MerchandiseLookup: Symbol('MerchandiseLookup'),
  OrderBook: Symbol('OrderBook'),
  Captcha: Symbol('Captcha'),
  NewsletterSubscriptions: Symbol('NewsletterSubscriptions'),
  CustomerAccounts: Symbol('CustomerAccounts'),
  Analytics: Symbol('Analytics'),
} as const;
