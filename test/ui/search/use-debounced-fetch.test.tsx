// @vitest-environment happy-dom
// Issue 33, Total Blocking Time: a listing's facet lists mount with no search. Setting a new idle
// state object on mount re-rendered every facet list once more, synchronously (an update from an
// effect is not a transition), in the task right after hydration. With no URL the state set is the
// one it already holds, so React renders nothing more.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedFetch } from '../../../src/ui/search/use-debounced-fetch';
import { rootPerTest } from '../support/root-per-test';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = rootPerTest();
let renders = 0;

function Probe({ url }: { url: string | null }) {
  renders += 1;
  const { data, loading } = useDebouncedFetch<{ n: number }>(url);
  return <p>{loading ? 'loading' : data ? `n=${data.n}` : 'idle'}</p>;
}

beforeEach(() => {
  renders = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useDebouncedFetch: no render of its own while nothing is asked for', () => {
  it('mounted with no URL: rendered once, its effects run, and shows idle', () => {
    act(() => dom.root.render(<Probe url={null} />));
    expect(renders).toBe(1);
    expect(dom.container.textContent).toBe('idle');
  });

  it('a URL, then none again: back to idle (the state does change then)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ n: 7 }), { status: 200, headers: { 'content-type': 'application/json' } })));
    act(() => dom.root.render(<Probe url="/api/x" />));
    expect(dom.container.textContent).toBe('loading');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(dom.container.textContent).toBe('n=7');
    act(() => dom.root.render(<Probe url={null} />));
    expect(dom.container.textContent).toBe('idle');
  });
});
