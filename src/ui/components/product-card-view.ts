// The product card's view model: what the server maps a catalogue card to, and all the card
// component reads. Types only, so view-model modules of every page can share it. A page carries
// dozens of cards in its hydration data: nothing the card can work out from its other fields is in it
// (the first image's alt text is the title; analytics' product is cardAnalytics(card)).
import type { StockState } from '../../domain/stock-state';

export interface ProductCardView {
  sku: string;
  title: string;
  brand: string | null;
  href: string;
  stockStatus: string | null;
  /** The status's colour: in stock, low, back-order or sold out (domain/stock-state.ts). */
  stockState: StockState;
  /** The availability rule's verdict: Add to Cart is disabled when the cart would refuse it. */
  buyable: boolean;
  price: string;
  wasPrice: string | null;
  /** 'Save $50'. */
  savePrice: string | null;
  ribbon: { kind: string; label: string } | null;
  /** Up to two image URLs: the first is described by the title, the second (shown on hover) is decorative. */
  images: string[];
  /** Variant global id for the cart. */
  variantId: string;
  /** One line from the payment options rule; null when payment options are hidden. */
  payment: string | null;
  openBox: boolean;
  attributes: { key: string; value: string }[];
  /** The price as a decimal amount ('1299.00'), for analytics. */
  priceAmount: string;
}

/** Each card's compact rental line by sku: 'Or rent for ${rate} /wk' or 'Payment options available'. */
export type CardRentalLines = Record<string, string>;
/** A listing's rental lines as its cards show them: the lines, still on their way, or not to be had. */
export type CardRentalState = CardRentalLines | 'pending' | 'failed';
