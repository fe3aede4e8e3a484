// A small result type for expected failures that the caller shows to a shopper.

export type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };
