// The edge caches in front of the shop (Varnish with ESI, or a CDN) keep shared pages tagged with
// surrogate keys naming what they show: a product by handle, a variant by number, the market, the
// content. A change tells them to forget every page tagged with a key it touched.
export interface EdgePurge {
  /** Every edge forgets the pages tagged with any of `keys`; resolves once each has answered (or failed, which is logged). */
  purge(keys: readonly string[]): Promise<void>;
}

/** No edge configured: pages expire by their own max-age. Keeps what it was asked, for tests and the start-up check. */
export class RecordingEdgePurge implements EdgePurge {
  readonly purged: string[][] = [];

  purge(keys: readonly string[]): Promise<void> {
    if (keys.length) this.purged.push([...keys]);
    return Promise.resolve();
  }
}
