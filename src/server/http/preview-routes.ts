// Preview mode for content editors. Entering needs the configured preview secret and sets an
// HttpOnly cookie holding an expiry signed with that secret (signed-value.ts); every request is checked against it
// (res.locals.preview), so a forged or expired cookie reads published content like anyone else.
// POST /api/preview (form field slug) leaves preview and returns to that same-origin path; another
// site cannot post it. Wrong secrets are limited per IP like log-ins (the right one never counts),
// and the request log never shows the secret (src/server/logger.ts).
import { timingSafeEqual } from 'node:crypto';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { sendError } from './errors';
import { DEFAULT_RATE_LIMITS, perIpLimiter, type RateLimit } from './rate-limit';
import { localPath, refuseCrossSite } from './same-origin';
import { signValue, verifiedPayload } from './signed-value';

export const PREVIEW_COOKIE = 'storefront_preview';
export const PREVIEW_PATH = '/api/preview';
/** An editor's session: long enough for an afternoon of editing, short enough to end by itself. */
export const PREVIEW_TTL_MS = 8 * 60 * 60 * 1000;

export interface PreviewOptions {
  /** Null when no preview secret is configured: preview cannot be entered at all. */
  secret: string | null;
  /** Marks the cookie Secure (production, behind HTTPS). */
  secure: boolean;
  now?: () => number;
  /** Wrong secrets allowed per IP and window. */
  limit?: RateLimit;
}

export function previewToken(secret: string, expiresAt: number): string {
  return signValue('preview', String(expiresAt), secret);
}

export function isValidPreviewToken(secret: string, token: unknown, now: number): boolean {
  const expiry = verifiedPayload('preview', token, secret, 64);
  return expiry !== undefined && /^\d{1,15}$/.test(expiry) && Number(expiry) > now;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const enterQuery = z.object({ secret: z.string().min(1).max(512), slug: z.string().max(2_048).optional() });
const exitForm = z.object({ slug: z.string().max(2_048).optional() });

export function previewRoutes({ secret, secure, now = Date.now, limit = DEFAULT_RATE_LIMITS.preview }: PreviewOptions): Router {
  const router = Router();
  const guesses = perIpLimiter(limit, {
    // Only a wrong secret is a guess; the right secret with a refused slug is an editor's mistake.
    failed: (_req, res) => res.statusCode === 401,
    refuse: (req, res) => {
      res.set('cache-control', 'no-store');
      sendError(req, res, 429, 'Too many wrong preview secrets from this address. Please try again later.');
    },
  });
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };

  router.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.preview = secret !== null && isValidPreviewToken(secret, req.cookies?.[PREVIEW_COOKIE], now());
    if (res.locals.preview) res.set('cache-control', 'private, no-store');
    next();
  });

  router.get(PREVIEW_PATH, guesses, (req, res) => {
    res.set('cache-control', 'no-store');
    if (secret === null) {
      sendError(req, res, 404, 'Preview is not enabled');
      return;
    }
    const query = enterQuery.safeParse(req.query);
    if (!query.success) {
      sendError(req, res, 400, 'A preview secret is required');
      return;
    }
    if (!safeEqual(query.data.secret, secret)) {
      sendError(req, res, 401, 'Invalid preview secret');
      return;
    }
    const target = query.data.slug === undefined ? '/' : localPath(query.data.slug);
    if (target === null) {
      sendError(req, res, 400, 'The slug must be a path on this site');
      return;
    }
    const expiresAt = now() + PREVIEW_TTL_MS;
    res.cookie(PREVIEW_COOKIE, previewToken(secret, expiresAt), { ...cookieOptions, maxAge: PREVIEW_TTL_MS });
    res.redirect(302, target);
  });

  router.post(PREVIEW_PATH, refuseCrossSite, express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    res.set('cache-control', 'no-store');
    const form = exitForm.safeParse(req.body ?? {});
    const target = form.success ? localPath(form.data.slug ?? '/') : null;
    res.clearCookie(PREVIEW_COOKIE, cookieOptions);
    if (target === null) {
      sendError(req, res, 400, 'The slug must be a path on this site');
      return;
    }
    res.redirect(303, target);
  });
  return router;
}
