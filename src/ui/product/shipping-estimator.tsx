// The postcode estimator of Shipping & Returns. The postcode rule is checked here first (domain
// rule, no request for a wrong postcode) and again by the server.
import { useId, useState, type FormEvent } from 'react';
import { SHIPPING_RATES_FAILED, validatePostcode } from '../../domain/product-shipping';

type Estimate = { kind: 'idle' } | { kind: 'busy' } | { kind: 'rates'; rates: { service: string; price: string }[] } | { kind: 'message'; text: string };

export const ESTIMATE_PATH = (handle: string) => `/api/products/${encodeURIComponent(handle)}/shipping-estimate`;

async function requestEstimate(handle: string, postcode: string): Promise<Estimate> {
  try {
    const response = await fetch(ESTIMATE_PATH(handle), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ postcode, quantity: 1 }),
    });
    const body = (await response.json()) as { rates?: { service: string; price: string }[]; message?: string };
    if (body.rates && body.rates.length > 0) return { kind: 'rates', rates: body.rates };
    return { kind: 'message', text: body.message ?? SHIPPING_RATES_FAILED };
  } catch {
    return { kind: 'message', text: SHIPPING_RATES_FAILED };
  }
}

export function ShippingEstimator({ handle }: { handle: string }) {
  const [postcode, setPostcode] = useState('');
  const [estimate, setEstimate] = useState<Estimate>({ kind: 'idle' });
  const inputId = useId();
  const resultId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = validatePostcode(postcode);
    if (!valid.ok) return setEstimate({ kind: 'message', text: valid.error });
    setEstimate({ kind: 'busy' });
    setEstimate(await requestEstimate(handle, valid.value));
  };

  return (
    <form className="shipping-estimator" onSubmit={onSubmit} noValidate aria-describedby={resultId}>
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
