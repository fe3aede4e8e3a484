// Ship or Pick up (issue 33): one radio group, drawn as a segmented control. The choice is the
// order form's `method` field, so it works without JavaScript: the page's stylesheet shows the
// chosen side (checkout.css, `:has(:checked)`) and the server reads `method` when the order is placed.
import type { ChangeEvent } from 'react';

export type DeliveryMode = 'delivery' | 'pickup';

const CHOICES: { mode: DeliveryMode; label: string }[] = [
  { mode: 'delivery', label: 'Ship' },
  { mode: 'pickup', label: 'Pick up' },
];

export function DeliverySwitch({ initial, onChange }: { initial: DeliveryMode; onChange: (mode: DeliveryMode) => void }) {
  const changed = (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value as DeliveryMode);
  return (
    <fieldset className="checkout-switch" data-testid="delivery-switch">
      <legend className="checkout-section__title">Delivery</legend>
      <div className="checkout-switch__options">
        {CHOICES.map((choice) => (
          <label key={choice.mode} className="checkout-switch__option">
            <input type="radio" name="method" value={choice.mode} defaultChecked={choice.mode === initial} onChange={changed} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
