// The postcode estimator of Shipping & Returns. The postcode rule is checked here first (domain
// rule, no request for a wrong postcode) and again by the server. Without JavaScript the form is a
// GET of the page itself (?postcode=…): the server renders the rates, and the page opens on them.
import { useId, useState, type FormEvent } from 'react';
import { useHref, useLocation } from '../router/hooks';
import { NO_SHIPPING_OPTIONS, SHIPPING_RATES_FAILED } from '../../domain/product-shipping';
import { addressFormOf, validatePostcodeFor } from '../../domain/shipping-destination';
import { DEFAULT_LOCALE_KEY } from '../../domain/locale';
import { Deferred } from '../components/deferred';
import { useRootData } from '../use-root-data';
import type { OpenBoxUnitView, ShippingEstimateQuery, ShippingEstimateView } from './view-models';

/** The estimator's place on the page: the no-JS form comes back to it. */
export const ESTIMATOR_ID = 'shipping-estimate';

type Estimate = { kind: 'idle' } | { kind: 'busy' } | { kind: 'rates'; rates: { service: string; price: string }[] } | { kind: 'message'; text: string };

/** Under the page's locale prefix: the answer is in the page's currency. */
export const ESTIMATE_PATH = (handle: string, pathPrefix = '') => `${pathPrefix}/api/products/${encodeURIComponent(handle)}/shipping-estimate`;

/**
 * The spec's messages: 'No shipping options…' when no rates come back or the response is not ok
 * (the server's own message when its body has one, even a 500 without JSON gets the spec's),
 * 'Failed to calculate…' only when no response arrives at all.
 */
export async function requestEstimate(path: string, sku: string | null, postcode: string, openBoxUnit: string | null): Promise<Estimate> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // The unit's number only: the server prices the unit from the open-box data.
      body: JSON.stringify({ postcode, quantity: 1, ...(sku ? { sku } : {}), ...(openBoxUnit ? { openBoxUnit } : {}) }),
    });
  } catch {
    return { kind: 'message', text: SHIPPING_RATES_FAILED };
  }
  const body = (await response.json().catch(() => ({}))) as ShippingEstimateView;
  return response.ok ? estimateFrom(body) : { kind: 'message', text: typeof body.message === 'string' ? body.message : NO_SHIPPING_OPTIONS };
}

/** Rates, else the answer's message; an answer with neither has no rates: 'No shipping options…'. */
function estimateFrom(body: ShippingEstimateView): Estimate {
  if (body.rates && body.rates.length > 0) return { kind: 'rates', rates: body.rates };
  return { kind: 'message', text: typeof body.message === 'string' ? body.message : NO_SHIPPING_OPTIONS };
}

/** Open-box mode: which unit to quote, the first (as listed) chosen at the start. */
function UnitChoice({ units, chosen }: { units: Promise<OpenBoxUnitView[]>; chosen: string | null }) {
  const selectId = useId();
  return (
    <Deferred resolve={units} fallback={null} errorElement={null}>
      {(list) =>
        list.length === 0 ? null : (
          <p className="shipping-estimator__unit">
            <label htmlFor={selectId}>Open-box unit</label>{' '}
            <select id={selectId} name="openBoxUnit" defaultValue={list.some((unit) => unit.number === chosen) ? chosen! : list[0]!.number}>
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

/** The variant on show: its SKU for the quote, its option values for the no-JS form to keep. */
export interface EstimatedVariant {
  sku: string | null;
  options: readonly { name: string; value: string }[];
}

const NO_VARIANT: EstimatedVariant = { sku: null, options: [] };

interface EstimatorProps {
  handle: string;
  variant?: EstimatedVariant;
  openBoxUnits?: Promise<OpenBoxUnitView[]> | null;
  /** The estimate the URL asked for (?postcode=…), rendered by the server. */
  asked?: Promise<ShippingEstimateQuery> | null;
}

/**
 * The quote is for the variant on show (its SKU; the server prices it from the catalogue), or in
 * open-box mode (`openBoxUnits` given) for the chosen unit at its own price.
 */
export function ShippingEstimator({ handle, variant = NO_VARIANT, openBoxUnits = null, asked = null }: EstimatorProps) {
  if (!asked) return <EstimatorForm handle={handle} variant={variant} openBoxUnits={openBoxUnits} asked={null} />;
  const blank = <EstimatorForm handle={handle} variant={variant} openBoxUnits={openBoxUnits} asked={null} />;
  return (
    <Deferred resolve={asked} fallback={blank} errorElement={<EstimatorForm handle={handle} variant={variant} openBoxUnits={openBoxUnits} asked={null} failed />}>
      {(query) => <EstimatorForm handle={handle} variant={variant} openBoxUnits={openBoxUnits} asked={query} />}
    </Deferred>
  );
}

function EstimatorForm({ handle, variant, openBoxUnits, asked, failed = false }: { handle: string; variant: EstimatedVariant; openBoxUnits: Promise<OpenBoxUnitView[]> | null; asked: ShippingEstimateQuery | null; failed?: boolean }) {
  const [postcode, setPostcode] = useState(asked?.postcode ?? '');
  const [estimate, setEstimate] = useState<Estimate>(asked ? estimateFrom(asked.estimate) : failed ? { kind: 'message', text: SHIPPING_RATES_FAILED } : { kind: 'idle' });
  // The page itself (with the locale prefix), not its query: the form's fields make the new one.
  const page = useHref(useLocation().pathname);
  const inputId = useId();
  const resultId = useId();
  const market = useRootData()?.selectedLocale;
  const pathPrefix = market?.pathPrefix ?? '';
  // The market's country decides the postcode rule (the server checks it again).
  const destination = addressFormOf(market ?? { key: DEFAULT_LOCALE_KEY });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = validatePostcodeFor(destination.country, postcode);
    if (!valid.ok) return setEstimate({ kind: 'message', text: valid.error });
    const unit = new FormData(event.currentTarget).get('openBoxUnit');
    setEstimate({ kind: 'busy' });
    setEstimate(await requestEstimate(ESTIMATE_PATH(handle, pathPrefix), variant.sku, valid.value, typeof unit === 'string' && unit ? unit : null));
  };

  return (
    <form id={ESTIMATOR_ID} className="shipping-estimator" method="get" action={`${page}#${ESTIMATOR_ID}`} onSubmit={onSubmit} noValidate aria-describedby={resultId}>
      {/* The page the form comes back to shows the same variant. */}
      {variant.options.map((option) => (
        <input key={option.name} type="hidden" name={option.name} value={option.value} />
      ))}
      {openBoxUnits ? (
        <>
          <input type="hidden" name="obx" value="1" />
          <UnitChoice units={openBoxUnits} chosen={asked?.openBoxUnit ?? null} />
        </>
      ) : null}
      <label htmlFor={inputId}>Estimate shipping to your postcode</label>
      <div className="shipping-estimator__row">
        <input type="text" id={inputId} name="postcode" inputMode={destination.numericPostcode ? 'numeric' : 'text'} autoComplete="postal-code" value={postcode} onChange={(event) => setPostcode(event.target.value)} />
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
