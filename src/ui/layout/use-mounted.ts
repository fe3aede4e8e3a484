import { useEffect, useState } from 'react';

/** False on the server and in the hydrating render, true once the client has mounted. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
