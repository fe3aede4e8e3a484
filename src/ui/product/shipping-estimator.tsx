// The postcode estimator of Shipping & Returns. The postcode rule is checked here first (domain
// rule, no request for a wrong postcode) and again by the server.
import { useId, useState, type FormEvent } from 'react';
import { NO_SHIPPING_OPTIONS, SHIPPING_RATES_FAILED, validatePostcode } from '../../domain/product-shipping';
import { Deferred } from '../components/deferred';
import { useRootData } from '../use-root-data';
import type { OpenBoxUnitView } from './view-models';

type Estimate = { kind: 'idle' } | { kind: 'busy' } | { kind: 'rates'; rates: { service: string; price: string }[] } | { kind: 'message'; text: string };

/** Under the page's locale prefix: the answer is in the page's currency. */
export const ESTIMATE_PATH = (handle: string, pathPrefix = '') => `${pathPrefix}/api/products/${encodeURIComponent(handle)}/shipping-estimate`;

/**
 * The spec's messages: 'No shipping options…' when no rates come back or the response is not ok
 * (the server's own message when its body has one, even a 500 without JSON gets the spec's),
 * 'Failed to calculate…' only when no response arrives at all.
 */
export async function requestEstimate(path: string, postcode: string, openBoxUnit: string | null): Promise<Estimate> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // The unit's number only: the server prices the unit from the open-box data.
      body: JSON.stringify({ postcode, quantity: 1, ...(openBoxUnit ? { openBoxUnit } : {}) }),
    });
  } catch {
    return { kind: 'message', text: SHIPPING_RATES_FAILED };
  }
  const body = (await response.json().catch(() => ({}))) as { rates?: { service: string; price: string }[]; message?: string };
  if (response.ok && body.rates && body.rates.length > 0) return { kind: 'rates', rates: body.rates };
  return { kind: 'message', text: typeof body.message === 'string' ? body.message : NO_SHIPPING_OPTIONS };
}

/** Open-box mode: which unit to quote, the first (as listed) chosen at the start. */
function UnitChoice({ units }: { units: Promise<OpenBoxUnitView[]> }) {
  const selectId = useId();
  return (
    <Deferred resolve={units} fallback={null} errorElement={null}>
      {(list) =>
        list.length === 0 ? null : (
          <p className="shipping-estimator__unit">
            <label htmlFor={selectId}>Open-box unit</label>{' '}
            <select id={selectId} name="openBoxUnit" defaultValue={list[0]!.number}>
              {list.map((unit) => (
                <option key={unit.number} value={unit.number}>
                  {unit.number}: {unit.price}
                </option>
              ))}
            </select>
          </p>
        )
      }
    </Deferred>
  );
}

/** In open-box mode (`openBoxUnits` given) the quote is for the chosen unit at its own price. */
export function ShippingEstimator({ handle, openBoxUnits }: { handle: string; openBoxUnits?: Promise<OpenBoxUnitView[]> | null }) {
  const [postcode, setPostcode] = useState('');
  const [estimate, setEstimate] = useState<Estimate>({ kind: 'idle' });
  const inputId = useId();
  const resultId = useId();
  const pathPrefix = useRootData()?.selectedLocale.pathPrefix ?? '';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = validatePostcode(postcode);
    if (!valid.ok) return setEstimate({ kind: 'message', text: valid.error });
    const unit = new FormData(event.currentTarget).get('openBoxUnit');
    setEstimate({ kind: 'busy' });
    setEstimate(await requestEstimate(ESTIMATE_PATH(handle, pathPrefix), valid.value, typeof unit === 'string' && unit ? unit : null));
  };

  return (
    <form className="shipping-estimator" onSubmit={onSubmit} noValidate aria-describedby={resultId}>
      {openBoxUnits ? <UnitChoice units={openBoxUnits} /> : null}
      <label htmlFor={inputId}>Estimate shipping to your postcode</label>
      <div className="shipping-estimator__row">
        <input id={inputId} name="postcode" inputMode="numeric" autoComplete="postal-code" value={postcode} onChange={(event) => setPostcode(event.target.value)} />
        <button type="submit" className="button" disabled={estimate.kind === 'busy'}>
          Calculate
        </button>
      </div>
      <div id={resultId} className="shipping-estimator__result" role="status" aria-live="polite" aria-busy={estimate.kind === 'busy'}>
        {estimate.kind === 'rates' ? (
          <ul>
            {estimate.rates.map((rate) => (
              <li key={rate.service}>
                {rate.service}: <strong>{rate.price}</strong>
              </li>
            ))}
          </ul>
        ) : null}
        {estimate.kind === 'message' ? <p className="shipping-estimator__message">{estimate.text}</p> : null}
      </div>
    </form>
  );
}
