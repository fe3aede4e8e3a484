// Hand-written in-memory fakes of the product page's ports, and an object mother for products.
import type { StoreContent } from '../../../src/application/content/content';
import type { ContentSource, EventLog, Inventory, ProductCatalog, RentalRates, ShippingItem, ShippingRates } from '../../../src/application/ports';
import type { CategoryNode } from '../../../src/domain/catalogue/category-tree';
import type { InventoryLevel, ProductDetail, RentRate } from '../../../src/domain/catalogue/product';
import type { ShippingDestination } from '../../../src/domain/shipping-destination';
import type { RatesResponse } from '../../../src/domain/product-shipping';

export class RecordingEventLog implements EventLog {
  readonly warnings: { details: Record<string, unknown>; message: string }[] = [];
  warn(details: Record<string, unknown>, message: string): void {
    this.warnings.push({ details, message });
  }
  info(): void {}
}

export const failing = (message = 'boom') => async (): Promise<never> => {
  throw Object.assign(new Error(message), { code: 'UpstreamTimeout' });
};

export class FakeInventory implements Inventory {
  constructor(private readonly levels: Record<string, InventoryLevel[]> | (() => Promise<never>)) {}
  /** Asked (sku, product handle) pairs. */
  readonly asked: [string, string][] = [];
  async levelsForSku(sku: string, productHandle: string): Promise<InventoryLevel[]> {
    this.asked.push([sku, productHandle]);
    if (typeof this.levels === 'function') return this.levels();
    return this.levels[sku] ?? [];
  }
}

export const level = (locationId: string, quantity: number, hasDemo = false): InventoryLevel => ({ locationId, quantity, hasDemo });

export function aStore(locationId: string, name: string, slug: string): StoreContent {
  return {
    storeId: locationId, name, city: 'Adelaide', slug, street: '', suburb: '', state: 'SA', postcode: '5000', phoneNumber: '', email: '',
    link: `/locations/${slug}`, introText: [], tradingHours: { weekdays: '', saturday: '', sunday: '' }, timeZone: 'Australia/Adelaide',
    parking: null, publicTransport: { train: null, tram: null, bus: null }, googleMap: null, virtualTourURL: null, alertBanner: null,
    rolandBanner: null, obxLocation: false, isMainStore: locationId === '51' || locationId === '52', locationId,
  };
}

/** Only `stores` is read by the product page; the rest is never called. */
export function fakeStores(stores: StoreContent[] | (() => Promise<never>)): ContentSource {
  const unused = async () => {
    throw new Error('not used by the product page');
  };
  return {
    stores: typeof stores === 'function' ? stores : async () => stores,
    layout: unused, page: unused, pageSlugs: unused, homePage: unused, store: unused, categoryContent: unused, categoriesContent: unused,
  };
}

export function aProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 'gid://shopify/Product/1',
    handle: 'fender-player-stratocaster',
    productId: 'FEN-0001',
    title: 'Fender Player Stratocaster',
    price: { amount: '1299.00', currencyCode: 'AUD' },
    salePrice: null,
    brand: 'Fender',
    metafields: { product_sku: 'FEN-0001', product_stock_status: 'In Stock', product_is_heavy: 'false', warranty_duration: '2 Years' },
    productInfo: '<p>A guitar.</p>',
    images: [],
    videoURLs: [],
    tags: [],
    variants: [
      { id: 'gid://shopify/ProductVariant/11', sku: 'FEN-0001', title: 'Default', price: { amount: '1299.00', currencyCode: 'AUD' }, selectedOptions: [], availableForSale: true },
    ],
    categoryHandles: ['guitar-bass', 'electric-guitars'],
    ...overrides,
  };
}

export function aCategory(handle: string, name: string, subCats: CategoryNode[] = []): CategoryNode {
  return { catCode: '1', categoryName: name, handle, productCount: 3, linkURL: `/collections/${handle}`, promoteBrand: null, altText: name, subCats };
}

export class FakeCatalog implements ProductCatalog {
  constructor(
    private readonly products: ProductDetail[],
    private readonly tree: CategoryNode[] = [],
  ) {}
  async categoryTree() {
    return this.tree;
  }
  async productByHandle(handle: string) {
    return this.products.find((p) => p.handle === handle) ?? null;
  }
  async productsByIds() {
    return [];
  }
}

export class FakeShippingRates implements ShippingRates {
  readonly quotes: (ShippingDestination & { items: readonly ShippingItem[] })[] = [];
  constructor(private readonly answer: RatesResponse | (() => Promise<never>)) {}
  async quote(destination: ShippingDestination, items: readonly ShippingItem[]): Promise<RatesResponse> {
    this.quotes.push({ ...destination, items });
    return typeof this.answer === 'function' ? this.answer() : this.answer;
  }
}

/** The rental service: `rateOf` answers each product URL; every call is recorded; `fail` makes every call throw. */
export class FakeRentalRates implements RentalRates {
  readonly asked: string[][] = [];
  constructor(
    private readonly rateOf: (url: string) => RentRate | undefined,
    private readonly fail = false,
  ) {}

  async ratesFor(urls: readonly string[]) {
    this.asked.push([...urls]);
    if (this.fail) return failing()();
    return new Map(urls.flatMap((url) => {
      const rate = this.rateOf(url);
      return rate ? [[url, rate] as const] : [];
    }));
  }
}
