// @vitest-environment happy-dom
// Issue 33, Total Blocking Time: a listing's facet lists mount with no search. Setting a new idle
// state object on mount re-rendered every facet list once more, synchronously (an update from an
// effect is not a transition), in the task right after hydration. With no URL the state set is the
// one it already holds, so React renders nothing more.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedFetch } from '../../../src/ui/search/use-debounced-fetch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
let renders = 0;

function Probe({ url }: { url: string | null }) {
  renders += 1;
  const { data, loading } = useDebouncedFetch<{ n: number }>(url);
  return <p>{loading ? 'loading' : data ? `n=${data.n}` : 'idle'}</p>;
}

beforeEach(() => {
  renders = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useDebouncedFetch: no render of its own while nothing is asked for', () => {
  it('mounted with no URL: rendered once, its effects run, and shows idle', () => {
    act(() => root.render(<Probe url={null} />));
    expect(renders).toBe(1);
    expect(container.textContent).toBe('idle');
  });

  it('a URL, then none again: back to idle (the state does change then)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ n: 7 }), { status: 200, headers: { 'content-type': 'application/json' } })));
    act(() => root.render(<Probe url="/api/x" />));
    expect(container.textContent).toBe('loading');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(container.textContent).toBe('n=7');
    act(() => root.render(<Probe url={null} />));
    expect(container.textContent).toBe('idle');
  });
});
