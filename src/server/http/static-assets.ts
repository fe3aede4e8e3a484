// The built client (dist/public/assets). Files named with their content hash ('entry-ABCD1234.js')
// never change: a year, immutable. Anything else there (the manifest) is revalidated.
import express, { type RequestHandler } from 'express';
import { IMMUTABLE_CACHE_CONTROL } from './edge-caching';

/** esbuild's '[name]-[hash]' file names (esbuild.config.mjs): capitals and digits before the extension. */
const CONTENT_HASHED = /-[A-Z0-9]{6,16}\.[a-z0-9]+$/;

export function staticAssets(publicDir: string): RequestHandler {
  return express.static(`${publicDir}/assets`, {
    index: false,
    fallthrough: true,
    cacheControl: false,
    setHeaders: (res, file) => res.set('cache-control', CONTENT_HASHED.test(file) ? IMMUTABLE_CACHE_CONTROL : 'no-cache'),
  });
}
