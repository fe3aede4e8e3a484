// What a cart needs to know about a sellable variant: the catalogue's price in the shopper's
// currency (never the client's), and what a cart line shows.
import type { ProductImage, SelectedOption } from '../../domain/catalogue/product';
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
}
