// What stands in for an amount while a change to the cart is on its way: never the old figure,
// which would be wrong beside the new quantity (issue 15), and never a guess.
export function PendingFigure({ label = 'Updating' }: { label?: string }) {
  return (
    <span className="cart-figure--pending">
      <span aria-hidden="true">…</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
