// What a cart needs to know about a sellable variant: the catalogue's price in the shopper's
// currency (never the client's), and what a cart line shows.
import type { ProductImage, SelectedOption } from '../../domain/catalogue/product';
import type { AvailabilityFacts } from '../../domain/availability';
import type { Money } from '../../domain/money';

export interface Merchandise {
  /** Variant global id, 'gid://shopify/ProductVariant/…'. */
  id: string;
  /** Product global id, 'gid://shopify/Product/…'. */
  productId: string;
  sku: string;
  title: string;
  price: Money;
  image: ProductImage | null;
  selectedOptions: SelectedOption[];
  product: { handle: string; title: string; isHeavy: boolean };
  /** What the availability rule reads: online stock, the stock-status metafield, the platform's verdict. */
  availability: AvailabilityFacts;
  /** Set when this variant is one open-box unit: its number and the product id the open-box data is keyed by. */
  openBoxUnit: { number: string; productId: string } | null;
  /** The product's SKU (the product_sku metafield), which keys the open-box data; where the lookup cannot tell units itself. */
  productSku?: string | null;
}
