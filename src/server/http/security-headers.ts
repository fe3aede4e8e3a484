import { createHash, randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { ThirdPartySources } from '../../ui/analytics/third-party';

const NONCE_BYTES = 16;
/** Random bytes drawn 256 nonces at a time: one call into the CSPRNG per 256 responses. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolAt = noncePool.length;

/** 16 fresh random bytes, base64 (every nonce is 24 characters). */
export function newNonce(): string {
  if (noncePoolAt >= noncePool.length) {
    randomFillSync(noncePool);
    noncePoolAt = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolAt, noncePoolAt + NONCE_BYTES);
  noncePoolAt += NONCE_BYTES;
  return nonce;
}

/** A CSP source allowing one fixed inline script by its content's sha256. */
export const scriptHashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Gives this response a nonce of its own for the scripts React streams into a page, and adds it to
 * the response's policy. Only for a private response: a page an edge or CDN keeps is handed to
 * every visitor, nonce and all, so a shared page is sent without one (its inline scripts are fixed
 * and allowed by hash).
 */
export function allowStreamedScripts(res: ServerResponse): string {
  const nonce = newNonce();
  const policy = res.getHeader('content-security-policy');
  if (typeof policy === 'string') res.setHeader('content-security-policy', policy.replace(/(^|;)(script-src [^;]*)/, `$1$2 'nonce-${nonce}'`));
  return nonce;
}

/** The security headers helmet sets, worked out once: the same on every response. */
export interface SecurityHeaderSet {
  /** Sets every header on a response. */
  apply(res: ServerResponse): void;
}

/**
 * Runs helmet once against a stand-in response and keeps what it set: every response then gets the
 * same headers without helmet rebuilding the policy string per request (a fifth of a cached page's time).
 */
export function precomputedSecurityHeaders(options: SecurityHeaderOptions): SecurityHeaderSet {
  const headers: [string, string | string[]][] = [];
  const standIn = {
    locals: {},
    setHeader: (name: string, value: string | string[]) => headers.push([name, value]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  let done = false;
  helmetFor(options)({ headers: {} } as IncomingMessage, standIn as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return {
    apply(res) {
      for (const [name, value] of headers) res.setHeader(name, value);
    },
  };
}

interface SecurityHeaderOptions {
  production: boolean;
  /** The fixed inline scripts' hash sources (scriptHashSource), allowed on every page. */
  scriptHashes?: readonly string[];
  thirdParty?: ThirdPartySources;
  contentImages?: readonly string[];
}

/** The security headers of every response, in one middleware. */
export function securityHeaders(options: SecurityHeaderOptions) {
  const set = precomputedSecurityHeaders(options);
  return (_req: Request, res: Response, next: NextFunction): void => {
    set.apply(res);
    next();
  };
}

/** Hosted content serves the editors' images (banners, brand banners) from Sanity's CDN; embedded content from this site. */
export const contentImageOrigins = (safeEnv: { sanityProjectId?: string }): string[] => (safeEnv.sanityProjectId ? ['https://cdn.sanity.io'] : []);

function helmetFor(options: SecurityHeaderOptions) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: withThirdParty(options.thirdParty, {
        defaultSrc: ["'self'"],
        // No nonce: shared pages are kept by the edge and handed to every visitor (allowStreamedScripts).
        scriptSrc: ["'self'", ...(options.scriptHashes ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(options.contentImages ?? [])],
        connectSrc: ["'self'"],
        // Store pages embed Google Maps (maps.google.com/maps?...&output=embed or www.google.com/maps/embed).
        // Store maps and the product page's videos (embedded players only).
        frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.production ? [] : null,
      }),
    },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // One framing policy: frame-ancestors 'none' above, and DENY for browsers that only know this header.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}

/** Each configured third party's origins join their directives; an unconfigured one adds nothing. */
function withThirdParty<D extends Record<string, unknown>>(sources: ThirdPartySources | undefined, directives: D): D {
  if (!sources) return directives;
  const out: Record<string, unknown> = { fontSrc: ["'self'", 'data:'], ...directives };
  for (const [directive, extra] of Object.entries(sources)) {
    if (extra.length === 0) continue;
    // Each source once: the store maps' frame-src already holds www.google.com, which reCAPTCHA adds again.
    out[directive] = [...new Set([...((out[directive] as Iterable<unknown> | null | undefined) ?? ["'self'"]), ...extra])];
  }
  return out as D;
}
