// The embedded checkout's delivery address, as each market's country asks it (issue 29,
// docs/markets.md): the shopper's words are checked with that country's postcode and region
// rules, and the country itself is the market's, never the request's.
import { z } from 'zod';
import type { ShippingAddress } from '../../application/checkout/order';
import type { Locale } from '../../domain/locale';
import { addressFormOf, validatePostcodeFor, validateRegionFor } from '../../domain/shipping-destination';

/** The address fields of the order form for `market`; parsing gives the order's shipping address. */
export function checkoutAddressSchema(market: Pick<Locale, 'key'>) {
  const form = addressFormOf(market);
  return z
    .object({
      name: z.string().trim().min(1, 'Please enter your name').max(120),
      address1: z.string().trim().min(1, 'Please enter your street address').max(200),
      city: z.string().trim().min(1, `Please enter your ${form.cityLabel.toLowerCase()}`).max(100),
      region: z.string().max(100).optional(),
      postcode: z.string({ error: form.postcodeInvalid }).max(16, form.postcodeInvalid),
    })
    .transform(({ name, address1, city, region, postcode }, ctx): ShippingAddress => {
      const validPostcode = validatePostcodeFor(form.country, postcode);
      const validRegion = validateRegionFor(form.country, region);
      if (!validRegion.ok) ctx.addIssue({ code: 'custom', path: ['region'], message: validRegion.error });
      if (!validPostcode.ok) ctx.addIssue({ code: 'custom', path: ['postcode'], message: validPostcode.error });
      if (!validRegion.ok || !validPostcode.ok) return z.NEVER;
      return { name, address1, city, ...(validRegion.value ? { region: validRegion.value } : {}), postcode: validPostcode.value, country: form.countryName, countryCode: form.country };
    });
}
