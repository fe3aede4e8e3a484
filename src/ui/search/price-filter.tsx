import { useEffect, useId, useState, type FormEvent } from 'react';
import { clampPrice, validatePriceRange } from '../../domain/price-filter';
import type { NumericRange, SearchScope, SearchState } from '../../domain/search-state';
import { fromFirstPage, StateFields, useListingFormAction } from './listing-form';
import type { PriceButtonView, PriceFilterView } from './view-models';

const withPrice = (state: SearchState, range: NumericRange | null): SearchState => {
  const { price: _old, ...others } = state.range;
  return fromFirstPage({ ...state, range: range && (range.min !== undefined || range.max !== undefined) ? { ...others, price: range } : others });
};

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

const buttonRange = (button: PriceButtonView): NumericRange => ({ ...(button.min !== null ? { min: button.min } : {}), ...(button.max !== null ? { max: button.max } : {}) });

interface PriceFilterProps {
  price: PriceFilterView;
  state: SearchState;
  scope: SearchScope;
  go: (state: SearchState) => void;
}

/**
 * Min/max inputs clamped into the available range when a field is left, and the quick buttons.
 * Each is a GET form (listing-form.tsx): without JavaScript the range's fields go as
 * {scope}[range][price][min] and [max], which the server turns into the spec's 'min:max'.
 */
export function PriceFilter({ price, state, scope, go }: PriceFilterProps) {
  const id = useId();
  const action = useListingFormAction();
  const [min, setMin] = useState(text(price.min));
  const [max, setMax] = useState(text(price.max));
  // Messages for bounds the URL asked for and the shop refused (the server's), until the shopper acts.
  const [errors, setErrors] = useState<readonly string[]>(price.errors);
  const errorKey = price.errors.join('\n');
  useEffect(() => {
    setMin(text(price.min));
    setMax(text(price.max));
    // The same array when the messages are the same: a new empty one re-rendered the filter right after hydration.
    setErrors((current) => (current.join('\n') === errorKey ? current : errorKey ? errorKey.split('\n') : []));
  }, [price.min, price.max, errorKey]);
  const setError = (error: string) => setErrors([error]);

  const clampField = (value: string, set: (v: string) => void) => set(text(clampPrice(value, price.bounds)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const requested: NumericRange = {};
    const low = clampPrice(min, price.bounds);
    const high = clampPrice(max, price.bounds);
    if (low !== undefined) requested.min = low;
    if (high !== undefined) requested.max = high;
    const checked = validatePriceRange(requested);
    if (!checked.ok) return setError(checked.error);
    go(withPrice(state, checked.value));
  };

  return (
    <div className="price-filter">
      <ul className="price-filter__buttons">
        {price.buttons.map((button) => {
          const target = withPrice(state, button.active ? null : buttonRange(button));
          return (
            <li key={button.label}>
              <form
                method="get"
                action={action}
                onSubmit={(event) => {
                  event.preventDefault();
                  go(target);
                }}
              >
                <StateFields state={target} scope={scope} />
                <button type="submit" className="price-filter__button" aria-pressed={button.active}>
                  {button.label}
                </button>
              </form>
            </li>
          );
        })}
      </ul>
      <form className="price-filter__range" method="get" action={action} onSubmit={submit} noValidate>
        <StateFields state={withPrice(state, null)} scope={scope} />
        <label htmlFor={`${id}-min`}>Min price ({price.currency})</label>
        <input id={`${id}-min`} name={`${scope}[range][price][min]`} type="number" inputMode="decimal" step="any" min={price.bounds.min} max={price.bounds.max} placeholder={String(price.bounds.min)} value={min} onChange={(e) => setMin(e.target.value)} onBlur={(e) => clampField(e.target.value, setMin)} />
        <label htmlFor={`${id}-max`}>Max price ({price.currency})</label>
        <input id={`${id}-max`} name={`${scope}[range][price][max]`} type="number" inputMode="decimal" step="any" min={price.bounds.min} max={price.bounds.max} placeholder={String(price.bounds.max)} value={max} onChange={(e) => setMax(e.target.value)} onBlur={(e) => clampField(e.target.value, setMax)} />
        <button type="submit" className="button button--secondary price-filter__apply">Apply</button>
        {errors.map((error) => (
          <p key={error} className="price-filter__error" role="alert">
            {error}
          </p>
        ))}
      </form>
    </div>
  );
}
