import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { ThirdPartySources } from '../../ui/analytics/third-party';

/** A fresh nonce per response; React's inline and bootstrap scripts carry it. */
export function cspNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

/** Hosted content serves the editors' images (banners, brand banners) from Sanity's CDN; embedded content from this site. */
export const contentImageOrigins = (safeEnv: { sanityProjectId?: string }): string[] => (safeEnv.sanityProjectId ? ['https://cdn.sanity.io'] : []);

export function securityHeaders(options: { production: boolean; thirdParty?: ThirdPartySources; contentImages?: readonly string[] }) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: withThirdParty(options.thirdParty, {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`],
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
