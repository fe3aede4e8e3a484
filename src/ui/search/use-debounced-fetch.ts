import { useEffect, useState } from 'react';

export const TYPING_DEBOUNCE_MS = 150;

/** Nothing asked for: one object, so setting it again changes no state and renders nothing. */
const IDLE = { data: null, loading: false } as const;

/** Fetches JSON for a URL once typing pauses; the latest URL wins, earlier requests are aborted. */
export function useDebouncedFetch<T>(url: string | null): { data: T | null; loading: boolean } {
  const [state, setState] = useState<{ data: T | null; loading: boolean }>(IDLE);
  useEffect(() => {
    if (url === null) {
      // The same object when nothing was fetched: a page's facet lists mount with no search, and a
      // new object re-rendered every one of them once more, synchronously, right after hydration.
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    const timer = window.setTimeout(() => {
      fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<T>) : null))
        .then((data) => setState({ data, loading: false }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ data: null, loading: false });
        });
    }, TYPING_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [url]);
  return state;
}
