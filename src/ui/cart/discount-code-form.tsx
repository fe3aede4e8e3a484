// The discount code field of the cart page, the drawer and the checkout: the codes the cart holds,
// each with its state (applied, or why not in the shop's words) and a Remove button, and a field to
// enter one. Both are the DiscountCodesUpdate cart action posted to /cart: the codes the cart holds
// in the hidden cartFormInput, the typed one in `discountCode` (the server adds it, as Hydrogen's
// CartForm does). Without JavaScript the browser posts and comes back to the page (303). With it,
// the cart page and the drawer send the same post through the cart (in place, nothing reloads);
// the checkout, whose figures are the server's page, posts as a plain form and comes back with
// the new totals. Each form carries this render's key (none in a shared shell), so a plain post
// sent twice applies its code once (src/domain/cart-action-key.ts); the cart's script sends its own
// key per click.
import type { FormEvent } from 'react';
import { withEnteredCode } from '../../domain/discount';
import { useCart } from './cart-context';
import { useCartReturnTo } from './cart-form';
import { useFormActionKey } from './action-key';
import type { CartFormInput } from './optimistic-cart';
import type { CartView } from './view-models';

const ACTION = 'DiscountCodesUpdate';

/** The field a discount form types its code into. */
export const DISCOUNT_CODE_FIELD = 'discountCode';

/** A discount form's input with the code typed into it (a server-rendered form the drawer sends itself, cart-drawer.tsx). */
export function withTypedCode(input: CartFormInput, form: HTMLFormElement): CartFormInput {
  const typed = form.elements.namedItem(DISCOUNT_CODE_FIELD);
  if (input.action !== ACTION || !(typed instanceof HTMLInputElement)) return input;
  const codes = Array.isArray(input.inputs.discountCodes) ? (input.inputs.discountCodes as string[]) : [];
  return { action: ACTION, inputs: { discountCodes: withEnteredCode(codes, typed.value) } };
}

export interface DiscountCodeFormProps {
  codes: CartView['discountCodes'];
  /** Always a plain form post (the checkout): the page that comes back shows the server's totals. */
  plain?: boolean;
}

export function DiscountCodeForm({ codes, plain = false }: DiscountCodeFormProps) {
  const cart = useCart();
  const here = useCartReturnTo();
  // One key for this render's forms: each posts another action, so the key names each apart.
  const actionKey = useFormActionKey();
  const action = `${cart?.prefix ?? ''}/cart`;
  const held = codes.map((c) => c.code);
  const send = (event: FormEvent<HTMLFormElement>, input: CartFormInput) => {
    if (!cart || plain) return;
    event.preventDefault();
    void cart.submit(input);
  };
  const apply = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    send(event, withTypedCode({ action: ACTION, inputs: { discountCodes: held } }, form));
    const typed = form.elements.namedItem(DISCOUNT_CODE_FIELD);
    if (event.defaultPrevented && typed instanceof HTMLInputElement) typed.value = '';
  };
  const hidden = (discountCodes: string[]) => (
    <>
      <input type="hidden" name="cartFormInput" value={JSON.stringify({ action: ACTION, inputs: { discountCodes } })} />
      <input type="hidden" name="redirectTo" value={here} />
      <input type="hidden" name="idempotencyKey" value={actionKey} suppressHydrationWarning />
    </>
  );
  return (
    <section className="discount-codes" aria-label="Discount codes">
      {codes.length > 0 ? (
        <ul className="discount-codes__list">
          {codes.map(({ code, message }) => {
            const rest = held.filter((c) => c !== code);
            return (
              <li key={code} className={`discount-codes__code${message ? ' discount-codes__code--refused' : ''}`} data-testid="discount-code">
                <strong>{code}</strong>{' '}
                {message ? (
                  <span className="discount-codes__message" role="alert">
                    {message}
                  </span>
                ) : (
                  <span className="discount-codes__applied">Applied</span>
                )}
                <form method="post" action={action} className="discount-codes__remove" onSubmit={(event) => send(event, { action: ACTION, inputs: { discountCodes: rest } })}>
                  {hidden(rest)}
                  <button type="submit" className="link-button" aria-label={`Remove discount code ${code}`}>
                    Remove
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      ) : null}
      <form method="post" action={action} className="discount-codes__form" onSubmit={apply}>
        {hidden(held)}
        <label className="discount-codes__label">
          Discount code
          <input name={DISCOUNT_CODE_FIELD} autoComplete="off" autoCapitalize="characters" spellCheck={false} required maxLength={64} />
        </label>
        <button type="submit" className="button button--secondary">
          Apply
        </button>
      </form>
    </section>
  );
}
