// JSON bodies for the browser APIs: a size cap, 415 for a body of another type, and the shop's
// error shape for a body that is too large (413) or not JSON (400), so a script never sees a stack
// trace (src/server/http/errors.ts).
import express from 'express';
import { requireBodyType } from './errors';

export { bodyErrors } from './errors';

export function jsonBody(limit: string) {
  const types = ['application/json', 'application/*+json'];
  return [requireBodyType(...types), express.json({ limit, type: types })];
}
