// The one Price (issue 33): the price, the price it was (struck through, read as 'Was …') and the
// saving, the same on cards, carousels, the product page and the drawer. Styled by its data-price
// attribute and parts (styles/components.css); `classes` names the parts as each place always has.

export interface PriceClasses {
  root?: string;
  current?: string;
  was?: string;
  save?: string;
  label?: string;
}

export interface PriceProps {
  current: string;
  was?: string | null;
  /** The saving as shown: 'Save $50'. */
  save?: string | null;
  /** A word over the price ('Open box'). */
  label?: string | null;
  size?: 'medium' | 'large';
  classes?: PriceClasses;
  testId?: string;
}

export function Price({ current, was, save, label, size = 'medium', classes = {}, testId }: PriceProps) {
  return (
    <p data-price={was ? 'sale' : 'regular'} data-size={size} className={classes.root ?? 'price'}>
      {label ? <span className={classes.label ?? 'price__label'}>{label}</span> : null}
      <span className={classes.current ?? 'price__current'} data-testid={testId}>
        {current}
      </span>
      {was ? (
        <s className={classes.was ?? 'price__was'}>
          <span className="visually-hidden">Was </span>
          {was}
        </s>
      ) : null}
      {save ? <span className={classes.save ?? 'price__save'}>{save}</span> : null}
    </p>
  );
}
