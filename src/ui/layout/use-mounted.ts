import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in the hydrating render, true once the client has mounted. The change is
 * a transition: set in an effect without one, it re-rendered its part of the page synchronously,
 * in one task, right after hydration (Total Blocking Time); in a transition that render may yield.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
