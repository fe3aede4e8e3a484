// The one stock indicator (issue 33): a dot and the stock words, coloured by the stock state the
// server worked out (domain/stock-state.ts: in stock, low, back-order, sold out), never by the words.
// Styled by its data-stock attribute (styles/components.css); each place keeps its class names.
import type { ReactNode } from 'react';
import type { StockState } from '../../domain/stock-state';

type Tag = 'p' | 'strong' | 'span';

export function StockIndicator({ state, as: Element = 'p', className = 'stock', testId, children }: { state: StockState | null; as?: Tag; className?: string; testId?: string; children: ReactNode }) {
  return (
    <Element data-stock={state ?? 'unknown'} className={className} data-testid={testId}>
      {children}
    </Element>
  );
}
