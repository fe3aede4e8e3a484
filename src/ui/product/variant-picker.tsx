// The variant picker: each option (Colour, Orientation, ...) with all its values as links to the
// variant they show, so it works without JavaScript and every choice is a shareable URL. Values that
// cannot be bought with the other values on show are marked, not hidden.
import { useId } from 'react';
import { RouteLink } from '../components/route-link';
import type { VariantOptionView, VariantValueView } from './view-models';

const NOTES: Record<Exclude<VariantValueView['state'], 'available'>, string> = { 'sold-out': 'Sold out', unavailable: 'Unavailable' };

function OptionValues({ option }: { option: VariantOptionView }) {
  const labelId = useId();
  return (
    <div className="variant-picker__option" role="group" aria-labelledby={labelId}>
      <p className="variant-picker__name" id={labelId}>
        {option.name}: <strong>{option.selected}</strong>
      </p>
      <ul className="variant-picker__values">
        {option.values.map((value) => (
          <li key={value.value}>
            <RouteLink
              to={value.href}
              className={`variant-picker__value variant-picker__value--${value.state}`}
              data-option={option.name}
              data-value={value.value}
              data-state={value.state}
              aria-current={value.selected ? 'true' : undefined}
            >
              {value.value}
              {value.state === 'available' ? null : (
                <span className="variant-picker__note">
                  {/* Read as 'Black, Unavailable' rather than 'BlackUnavailable'. */}
                  <span className="visually-hidden">, </span>
                  {NOTES[value.state]}
                </span>
              )}
            </RouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function VariantPicker({ options }: { options: readonly VariantOptionView[] }) {
  if (options.length === 0) return null;
  return (
    <nav className="variant-picker" aria-label="Choose a variant">
      {options.map((option) => (
        <OptionValues key={option.name} option={option} />
      ))}
    </nav>
  );
}
