import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from '../router/hooks';
import { showsGlobalSpinner } from '../../domain/product-page';
import { SPINNER_TIMEOUT_MS } from '../../domain/timing';

/** Loading spinner; with `timeout` set it hides itself after the spec's 5 seconds. */
export function LoadingSpinner({ timeout = false, label = 'Loading' }: { timeout?: boolean; label?: string }) {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!timeout) return;
    const timer = setTimeout(() => setExpired(true), SPINNER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [timeout]);
  if (expired) return null;
  return (
    <div className="spinner" role="status" aria-live="polite" data-testid="global-spinner">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** Shown while a route loads, except for tab switches (`?tab=` queries). */
export function GlobalSpinner() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.location ?? location;
  if (navigation.state !== 'loading' || !showsGlobalSpinner(target.search)) return null;
  return <LoadingSpinner timeout />;
}
