// The product card's view model: what the server maps a catalogue card to, and all the card
// component reads. Types only, so view-model modules of every page can share it.
import type { AnalyticsProduct } from '../../domain/analytics';

export interface ProductCardView {
  sku: string;
  title: string;
  brand: string | null;
  href: string;
  stockStatus: string | null;
  /** The availability rule's verdict: Add to Cart is disabled when the cart would refuse it. */
  buyable: boolean;
  price: string;
  wasPrice: string | null;
  /** 'Save $50'. */
  savePrice: string | null;
  ribbon: { kind: string; label: string } | null;
  /** Up to two. */
  images: { src: string; alt: string }[];
  /** Variant global id for the cart. */
  variantId: string;
  /** One line from the payment options rule; null when payment options are hidden. */
  payment: string | null;
  openBox: boolean;
  attributes: { key: string; value: string }[];
  /** The product as the ADD_TO_CART event describes it, from what the card knows (no product id or variant name). */
  analytics: Omit<AnalyticsProduct, 'quantity'>;
}

/** Each card's compact rental line by sku: 'Or rent for ${rate} /wk' or 'Payment options available'. */
export type CardRentalLines = Record<string, string>;
