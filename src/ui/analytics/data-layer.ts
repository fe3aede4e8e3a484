// The tag manager's data layer may not exist yet when a route changes (its script loads
// asynchronously): a push is retried every 300 ms, up to 10 times, then given up with a console
// warning (spec sections 7 and 8).
import { DATA_LAYER_RETRIES, DATA_LAYER_RETRY_MS } from '../../domain/timing';

export const DATA_LAYER_MISSING = 'Data layer is not available: the page view was not sent to the tag manager';

export interface DataLayerHost {
  layer(): { push(item: unknown): unknown } | undefined;
  schedule(callback: () => void, ms: number): unknown;
  warn(message: string): void;
}

/** Pushes now or on a later retry; returns false when it gave up. */
export function pushToDataLayer(item: unknown, host: DataLayerHost, attempt = 0): Promise<boolean> {
  const layer = host.layer();
  if (layer) {
    layer.push(item);
    return Promise.resolve(true);
  }
  if (attempt >= DATA_LAYER_RETRIES) {
    host.warn(DATA_LAYER_MISSING);
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    host.schedule(() => void pushToDataLayer(item, host, attempt + 1).then(resolve), DATA_LAYER_RETRY_MS);
  });
}
