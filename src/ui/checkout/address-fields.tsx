// The delivery address of the embedded checkout, as the market's country asks it (issue 29,
// docs/markets.md): its words for the fields, its state list or optional county, its postcode
// rule as the browser's first check (the server checks again and says why).
import { DEFAULT_LOCALE_KEY } from '../../domain/locale';
import { addressFormOf, type CountryAddressForm } from '../../domain/shipping-destination';
import { useRootData } from '../use-root-data';

/** The page's market decides the country; the default market's without root data. */
function useAddressForm(): CountryAddressForm {
  return addressFormOf(useRootData()?.selectedLocale ?? { key: DEFAULT_LOCALE_KEY });
}

/** With `checked`, the browser checks the country's rule first; the quote's form leaves it to the server, which answers with the message. */
function PostcodeInput({ form, defaultValue, checked, required = checked, formId }: { form: CountryAddressForm; defaultValue?: string; checked: boolean; required?: boolean; formId?: string }) {
  return (
    <input
      type="text"
      name="postcode"
      form={formId}
      autoComplete="postal-code"
      inputMode={form.numericPostcode ? 'numeric' : 'text'}
      autoCapitalize={form.numericPostcode ? undefined : 'characters'}
      {...(checked ? { required, maxLength: form.postcodeMaxLength, title: form.postcodeInvalid, ...(form.postcodePattern ? { pattern: form.postcodePattern } : {}) } : { maxLength: 16 })}
      defaultValue={defaultValue}
    />
  );
}

/** A heavy cart's delivery postcode for the quote: 'Delivery postcode', 'Delivery ZIP code'. */
export function DeliveryPostcodeField({ defaultValue, formId }: { defaultValue: string; formId?: string }) {
  const form = useAddressForm();
  return (
    <label>
      {form.deliveryPostcodeLabel}
      <PostcodeInput form={form} defaultValue={defaultValue} checked={false} formId={formId} />
    </label>
  );
}

/**
 * Street, town, the region the country asks and the postcode; with a quoted postcode (a heavy
 * cart) the postcode is the quoted one, carried hidden. `required` false: the fields sit beside
 * Pick up on a page without JavaScript, where the browser cannot tell which the shopper chose; the
 * server asks for each (checkout-address-form.ts), and the postcode's pattern still checks what is typed.
 */
export function AddressFields({ quotedPostcode, required = true }: { quotedPostcode: string | null; required?: boolean }) {
  const form = useAddressForm();
  const region = form.region;
  return (
    <>
      <label>Street address<input type="text" name="address1" autoComplete="address-line1" required={required} maxLength={200} /></label>
      <label>{form.cityLabel}<input type="text" name="city" autoComplete="address-level2" required={required} maxLength={100} /></label>
      {region?.kind === 'choice' ? (
        <label>
          {region.label}
          <select name="region" autoComplete="address-level1" required={required} defaultValue="">
            <option value="" disabled>Choose…</option>
            {region.choices.map((choice) => (
              <option key={choice.code} value={choice.code}>{choice.name}</option>
            ))}
          </select>
        </label>
      ) : region?.kind === 'text' ? (
        <label>{region.label}<input type="text" name="region" autoComplete="address-level1" maxLength={100} /></label>
      ) : null}
      {quotedPostcode !== null ? (
        <input type="hidden" name="postcode" value={quotedPostcode} />
      ) : (
        <label>{form.postcodeLabel}<PostcodeInput form={form} checked required={required} /></label>
      )}
      <p className="checkout-form__country" data-testid="checkout-country">{`Shipping to ${form.countryName}`}</p>
    </>
  );
}
