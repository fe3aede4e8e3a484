// @vitest-environment happy-dom
// Issue 33, Total Blocking Time: the parts shown only once the page has mounted (the analytics
// loader, the old-browser notice, forms that differ without JavaScript) flip in a transition. Set
// from an effect without one, the flip was a synchronous render, one task right after hydration.
import * as React from 'react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useMounted } from '../../../src/ui/layout/use-mounted';
import { rootPerTest } from '../support/root-per-test';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = rootPerTest();

function Probe() {
  return <p>{useMounted() ? 'mounted' : 'first render'}</p>;
}



describe('useMounted', () => {
  it('is false in the first render and true once mounted', () => {
    const seen: string[] = [];
    function Recorder() {
      const mounted = useMounted();
      seen.push(mounted ? 'mounted' : 'first render');
      return null;
    }
    act(() => dom.root.render(<><Probe /><Recorder /></>));
    expect(seen).toEqual(['first render', 'mounted']);
    expect(dom.container.textContent).toBe('mounted');
  });

  it('flips in a transition: a part that suspends then keeps what was shown instead of falling back', async () => {
    // An urgent update that suspends replaces shown content with the boundary's fallback; a
    // transition keeps the content on screen (and its render may yield to the browser).
    const never = new Promise<string>(() => undefined);
    function Part() {
      return <p>{useMounted() ? React.use(never) : 'server markup'}</p>;
    }
    await act(async () => dom.root.render(<React.Suspense fallback={<p>fallback</p>}><Part /></React.Suspense>));
    expect(dom.container.textContent).toBe('server markup');
  });
});
