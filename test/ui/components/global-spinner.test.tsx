// @vitest-environment happy-dom
// The global loading spinner of spec section 2: shown while a route loads, except when the query
// starts with ?tab=, and with the timeout option it hides itself after 5 seconds. Rendered in a
// DOM so effects and timers run; the clock is vitest's fake one.
import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPINNER_TIMEOUT_MS } from '../../../src/domain/timing';
import { GlobalSpinner, LoadingSpinner } from '../../../src/ui/components/global-spinner';
import { rootPerTest } from '../support/root-per-test';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = rootPerTest();
const spinner = () => dom.container.querySelector('[data-testid="global-spinner"]');


afterEach(() => {
  vi.useRealTimers();
});

describe('LoadingSpinner: the timeout option hides the spinner after 5 seconds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('with timeout: shown until 4999 ms, gone at 5000 ms', () => {
    expect(SPINNER_TIMEOUT_MS).toBe(5000);
    act(() => dom.root.render(<LoadingSpinner timeout />));
    expect(spinner()?.getAttribute('role')).toBe('status');
    act(() => vi.advanceTimersByTime(SPINNER_TIMEOUT_MS - 1));
    expect(spinner()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(spinner()).toBeNull();
    expect(dom.container.innerHTML).toBe('');
  });

  it('without timeout: still shown after a minute', () => {
    act(() => dom.root.render(<LoadingSpinner label="Loading results" />));
    act(() => vi.advanceTimersByTime(60_000));
    expect(spinner()?.textContent).toBe('Loading results');
  });

  it('unmounting before the 5 seconds clears its timer', () => {
    act(() => dom.root.render(<LoadingSpinner timeout />));
    expect(vi.getTimerCount()).toBe(1);
    act(() => dom.root.render(<></>));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('GlobalSpinner: while a route loads, except when the query string starts with ?tab=', () => {
  function renderApp() {
    const never = () => new Promise<null>(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <GlobalSpinner />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>home</p> },
            { path: 'products/:handle', loader: never, element: <p>product</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    act(() => dom.root.render(<RouterProvider router={router} />));
    return router;
  }

  it('shows while the next page loads, with the 5 s timeout', async () => {
    vi.useFakeTimers();
    const router = renderApp();
    expect(spinner()).toBeNull();
    await act(async () => void router.navigate('/products/strat?Code=X'));
    expect(router.state.navigation.state).toBe('loading');
    expect(spinner()).not.toBeNull();
    act(() => vi.advanceTimersByTime(SPINNER_TIMEOUT_MS));
    expect(spinner()).toBeNull();
  });

  it('is not shown for a ?tab= navigation', async () => {
    const router = renderApp();
    await act(async () => void router.navigate('/products/strat?tab=specs'));
    expect(router.state.navigation.state).toBe('loading');
    expect(spinner()).toBeNull();
  });
});
