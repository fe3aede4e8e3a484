// The embedded demo shop's settings that the generator and the shop's configuration share, so the
// configuration accepts exactly what the generator can build.

/** The seed the shop runs on unless DEMO_SEED says otherwise: the same seed gives the same shop. */
export const DEMO_SEED = 20261121;
export const DEFAULT_PRODUCT_COUNT = 2500;
/** Products 0 and 1 carry the cheapest and dearest prices exactly: a catalogue needs both. */
export const MIN_PRODUCT_COUNT = 2;
