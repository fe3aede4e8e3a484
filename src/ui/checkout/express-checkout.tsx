// Express checkout at the top of the order form (issue 33: 'Shop Pay in its own style'), as
// Shopify's checkout has it: Shop Pay's purple button, then 'or' and the form. Hosted, the button
// opens Shop Pay; here it opens this checkout paying with Shop Pay's test wallet
// (`?payment=shop_pay`, the address the cart's Shop Pay button uses too; docs/payment.md).

/**
 * Shop Pay's wordmark, as the cart's Shop Pay button draws it (cart-summary.tsx). A copy of those
 * four lines, not a shared module: sharing them put a chunk of its own into the cart's and the
 * checkout's first load.
 */
export function ShopPayMark() {
  return (
    <span className="shop-pay-mark">
      shop <span className="shop-pay-mark__pay">Pay</span>
    </span>
  );
}

export function ExpressCheckout({ checkoutPath }: { checkoutPath: string }) {
  return (
    <section className="checkout-express" aria-labelledby="checkout-express-title">
      {/* Not a heading: the page's one heading is 'Checkout' (journeys and assistive tech find it by that name). */}
      <p id="checkout-express-title" className="checkout-express__title">Express checkout</p>
      <a className="button button--block checkout-express__shop-pay" href={`${checkoutPath}?payment=shop_pay`} aria-label="Buy with Shop Pay">
        <ShopPayMark />
      </a>
      <p className="checkout-express__or"><span>or pay by card</span></p>
    </section>
  );
}
