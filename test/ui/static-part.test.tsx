// A static part (src/ui/static-part.tsx) must leave the tree as the browser renders it: the ids
// useId gives inside and after it, and the markup, are the same whether the server keeps the part
// (begin and end markers around it) or renders it without a marker, as the browser does.
import { useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticPart, StaticPartMarking, type StaticPartMarker } from '../../src/ui/static-part';

function Labelled({ text }: { text: string }) {
  const id = useId();
  return (
    <p>
      <span id={id}>{text}</span>
      <button type="button" aria-describedby={id}>
        {text}
      </button>
    </p>
  );
}

const page = () => (
  <main>
    <Labelled text="before" />
    <StaticPart name="menu">
      <Labelled text="inside" />
      <Labelled text="inside again" />
    </StaticPart>
    <Labelled text="after" />
  </main>
);

const capturing: StaticPartMarker = { mark: () => ({ kind: 'capture', token: 't-0' }) };
const splicing: StaticPartMarker = { mark: () => ({ kind: 'splice', token: 't-0' }) };
const withMarker = (marker: StaticPartMarker | null, children: ReactNode) => renderToString(<StaticPartMarking value={marker}>{children}</StaticPartMarking>);

describe('StaticPart', () => {
  it('renders as the browser does once its markers are cut out: same ids inside and after it', () => {
    const browser = renderToString(page());
    const kept = withMarker(capturing, page());
    expect(kept).toContain('<template data-sp="t-0"></template>');
    expect(kept).toContain('<template data-sp-end="t-0"></template>');
    expect(kept.replace('<template data-sp="t-0"></template>', '').replace('<template data-sp-end="t-0"></template>', '')).toBe(browser);
    expect(browser).toMatch(/id="_R_[^"]+_"/);
  });

  it('leaves one marker when the part is kept, and the ids after it unchanged', () => {
    const browser = renderToString(page());
    const spliced = withMarker(splicing, page());
    const part = /<template data-sp="t-0"><\/template>(.*)<template data-sp-end="t-0"><\/template>/.exec(withMarker(capturing, page()))![1]!;
    expect(spliced.replace('<template data-sp-fill="t-0"></template>', part)).toBe(browser);
  });

  it('reads what it varies by only on the server, and not for a part rendered in full', () => {
    let reads = 0;
    const vary = () => {
      reads += 1;
      return 'v';
    };
    renderToString(<StaticPart name="card" vary={vary}>x</StaticPart>);
    withMarker(capturing, <StaticPart name="card" vary={vary} off>x</StaticPart>);
    expect(reads).toBe(0);
    const names: string[] = [];
    withMarker({ mark: (name, vary, id) => (names.push(`${name}|${vary}|${id}`), null) }, <StaticPart name="card" vary={vary} anywhere>x</StaticPart>);
    expect(reads).toBe(1);
    expect(names).toEqual(['card|v|']);
  });
});
