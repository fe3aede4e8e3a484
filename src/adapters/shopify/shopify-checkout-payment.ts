// Hosted mode's PaymentGateway. With Shopify as the commerce platform the shopper pays on Shopify's
// own checkout (the cart's checkoutUrl), with the payment providers set up in the Shopify admin:
// this shop never sees a card and the Storefront API offers no way to charge one. So no order is
// placed here and this adapter takes no payment: every request is refused, and nothing calls it on
// the hosted path (the embedded checkout is not mounted without an order book).
import { PaymentNotTakenHere, type PaymentOutcome, type PaymentRequest } from '../../application/checkout/payment';
import type { PaymentGateway } from '../../application/ports';

const WHY = "Shopify's checkout takes payment in hosted mode; this shop charges no card itself";

export class ShopifyCheckoutPayment implements PaymentGateway {
  async authorize(_request: PaymentRequest): Promise<PaymentOutcome> {
    throw new PaymentNotTakenHere(WHY);
  }

  async void(_transactionId: string, _reason: string): Promise<void> {
    throw new PaymentNotTakenHere(WHY);
  }
}
