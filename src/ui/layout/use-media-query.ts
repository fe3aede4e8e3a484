import { useEffect, useState } from 'react';

/** Whether a media query matches; false on the server and in the hydrating render. */
export function useMediaQuery(query: string | undefined): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (!query || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
