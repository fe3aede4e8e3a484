// Shop Pay's wordmark ('shop' and 'Pay' in its box), drawn in text on Shop Pay's purple button: its
// own button wherever it shows (the cart, the drawer, the checkout's express checkout), never a
// second red Checkout.
export function ShopPayMark() {
  return (
    <span className="shop-pay-mark">
      shop <span className="shop-pay-mark__pay">Pay</span>
    </span>
  );
}
