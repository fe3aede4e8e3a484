import { useEffect, useState } from 'react';

export const TYPING_DEBOUNCE_MS = 150;

/** Fetches JSON for a URL once typing pauses; the latest URL wins, earlier requests are aborted. */
export function useDebouncedFetch<T>(url: string | null): { data: T | null; loading: boolean } {
  const [state, setState] = useState<{ data: T | null; loading: boolean }>({ data: null, loading: false });
  useEffect(() => {
    if (url === null) {
      setState({ data: null, loading: false });
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
