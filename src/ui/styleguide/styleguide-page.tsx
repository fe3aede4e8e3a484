// The styleguide (issue 33): every shared component in its states, on one page a designer or the
// next change starts from. Rendered on its own, outside the shop's router (server/http/styleguide.ts):
// not indexed, not linked.
import { Badge, OutlineBadge } from '../components/badge';
import { Price } from '../components/price';
import { StockIndicator } from '../components/stock-indicator';
import type { StockState } from '../../domain/stock-state';
import { stockCount, stockCountLine } from '../../domain/stock';
import { RIBBON_LABELS, type RibbonKind } from '../../domain/ribbons';

const COLOURS = ['ink', 'ink-soft', 'muted', 'surface', 'surface-alt', 'surface-sunken', 'line', 'line-strong', 'brand', 'brand-strong', 'brand-soft', 'stage', 'gold', 'success', 'success-soft', 'warning', 'warning-soft', 'info', 'info-soft', 'danger', 'danger-soft', 'neutral', 'neutral-soft', 'focus'];
const TYPE = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'];
const SPACES = [1, 2, 3, 4, 5, 6, 7, 8];
const RADII = ['sm', 'md', 'lg', 'pill'];
const SHADOWS = [1, 2, 3];
const STOCK: [StockState, string][] = [
  ['in-stock', 'In Stock'],
  ['low', stockCountLine(stockCount(1)!)],
  ['backorder', '7 Day Dispatch'],
  ['sold-out', 'Out of Stock'],
];

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="styleguide__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function SampleCard({ ribbon, stock, price, was, save }: { ribbon: RibbonKind | null; stock: [StockState, string]; price: string; was?: string; save?: string }) {
  return (
    <article className="product-card">
      <span className="product-card__link">
        <span className="product-card__images">
          <img src="/favicon.svg" alt="" width={240} height={240} />
          {ribbon ? <Badge ribbon={{ kind: ribbon, label: RIBBON_LABELS[ribbon] }} className="product-card__ribbon" /> : null}
        </span>
        <span className="product-card__brand">Fender</span>
        <h3 className="product-card__title">Player II Stratocaster HSS, Aged Cherry Burst</h3>
      </span>
      <Price current={price} was={was ?? null} save={save ?? null} classes={{ root: 'product-card__prices', current: 'product-card__price', was: 'product-card__was', save: 'product-card__save' }} />
      <StockIndicator state={stock[0]} className="product-card__stock">
        {stock[1]}
      </StockIndicator>
      <p className="product-card__payment">or 4 interest-free payments of $324.75 with Afterpay</p>
      <button type="button" className="button button--secondary product-card__add" disabled={stock[0] === 'sold-out'}>
        Add to Cart
      </button>
    </article>
  );
}

export function StyleguidePage() {
  return (
    <main className="styleguide">
      <h1>Styleguide</h1>
      <p>Every shared component in its states, built from the tokens of styles/tokens.css.</p>
      <Section id="sg-colour" title="Colour">
        <ul className="styleguide__swatches">
          {COLOURS.map((name) => (
            <li key={name}>
              <span className="styleguide__swatch" style={{ background: `var(--color-${name})` }} />
              <code>--color-{name}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="sg-type" title="Type scale">
        {TYPE.map((size) => (
          <p key={size} style={{ fontSize: `var(--text-${size})`, margin: '0.25rem 0' }}>
            <code>--text-{size}</code> Backline Music: guitars, drums, keys and live sound
          </p>
        ))}
      </Section>
      <Section id="sg-space" title="Spacing, radius, elevation">
        <ul className="styleguide__row">
          {SPACES.map((n) => (
            <li key={n}>
              <span className="styleguide__space" style={{ width: `var(--space-${n})` }} />
              <code>--space-{n}</code>
            </li>
          ))}
        </ul>
        <ul className="styleguide__row">
          {RADII.map((r) => (
            <li key={r} className="styleguide__box" style={{ borderRadius: `var(--radius-${r})` }}>
              <code>--radius-{r}</code>
            </li>
          ))}
          {SHADOWS.map((n) => (
            <li key={n} className="styleguide__box" style={{ boxShadow: `var(--shadow-${n})` }}>
              <code>--shadow-{n}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="sg-button" title="Button">
        {(['', 'button--secondary', 'button--ghost'] as const).map((variant) => (
          <div key={variant} className="styleguide__row">
            {(['button--small', '', 'button--large'] as const).map((size) => (
              <button key={size} type="button" className={['button', variant, size].filter(Boolean).join(' ')}>
                {variant === '' ? 'Primary' : variant === 'button--secondary' ? 'Secondary' : 'Ghost'} {size === '' ? 'medium' : size.replace('button--', '')}
              </button>
            ))}
            <button type="button" className={['button', variant].filter(Boolean).join(' ')} disabled>
              Disabled
            </button>
            <a className={['button', variant].filter(Boolean).join(' ')} href="#sg-button">
              As a link
            </a>
          </div>
        ))}
        <div className="styleguide__row" style={{ maxWidth: '24rem' }}>
          <button type="button" className="button button--large button--block">
            Block (Add to Cart)
          </button>
        </div>
      </Section>
      <Section id="sg-badge" title="Badge (ribbon)">
        <div className="styleguide__row">
          {(Object.keys(RIBBON_LABELS) as RibbonKind[]).map((kind) => (
            <Badge key={kind} ribbon={{ kind, label: RIBBON_LABELS[kind] }} />
          ))}
          <OutlineBadge>1 Year Warranty</OutlineBadge>
        </div>
      </Section>
      <Section id="sg-price" title="Price">
        <div className="styleguide__row">
          <Price current="$1,299" />
          <Price current="$1,099" was="$1,299" save="Save $200" />
          <Price current="$665" was="$899" save="Save $234" label="Open box" />
        </div>
        <div className="styleguide__row">
          <Price current="$1,299" size="large" />
          <Price current="$1,099" was="$1,299" save="Save $200" size="large" />
        </div>
      </Section>
      <Section id="sg-stock" title="Stock">
        <div className="styleguide__row">
          {STOCK.map(([state, text]) => (
            <StockIndicator key={state} state={state}>
              {text}
            </StockIndicator>
          ))}
        </div>
      </Section>
      <Section id="sg-card" title="Card">
        <ul className="shop-grid">
          <li><SampleCard ribbon="sale" stock={STOCK[0]!} price="$1,099" was="$1,299" save="Save $200" /></li>
          <li><SampleCard ribbon="new" stock={STOCK[1]!} price="$1,299" /></li>
          <li><SampleCard ribbon="openBox" stock={STOCK[2]!} price="$899" /></li>
          <li><SampleCard ribbon={null} stock={STOCK[3]!} price="$1,299" /></li>
        </ul>
      </Section>
    </main>
  );
}
