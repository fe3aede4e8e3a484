// The footer form's opt-in (spec section 7): POST /api/submit-opt-in-cta-v2 with JSON
// {email, captchaToken, errors}. Limited per IP, validated here (a malformed body stores nothing),
// idempotent for an address already on the list.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { NewsletterUnavailable } from '../../application/newsletter/subscription';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../../domain/email';
import { EMAIL_REQUIRED } from '../../domain/newsletter';
import type { UseCases } from '../ssr/request-services';
import { sendError } from './errors';
import { bodyErrors, jsonBody } from './json-body';
import { perIpLimiter, type RateLimit } from './rate-limit';
import { refuseCrossSite } from './same-origin';

export const OPT_IN_PATH = '/api/submit-opt-in-cta-v2';

const optInBody = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .max(EMAIL_MAX_LENGTH + 64, 'Enter a valid email address.')
    .trim()
    .min(1, EMAIL_REQUIRED)
    .refine(isEmailAddress, 'Enter a valid email address.'),
  captchaToken: z.string().max(4096).nullish(),
  /** The form's own error state, sent along by the page; not used. */
  errors: z.unknown().optional(),
});

export interface NewsletterRoutesOptions {
  useCases: Pick<UseCases, 'subscribeNewsletter'>;
  limit: RateLimit;
}

export function newsletterRoutes({ useCases, limit }: NewsletterRoutesOptions): Router {
  const router = Router();
  const limiter = perIpLimiter(limit, {
    // Only sign-ups that could subscribe count: a malformed, oversized or wrongly typed body is refused anyway.
    counts: (_req, res) => ![400, 413, 415].includes(res.statusCode),
    refuse: (req, res) => sendError(req, res, 429, 'Too many sign-ups from this address. Please try again later.'),
  });

  router.post(OPT_IN_PATH, refuseCrossSite, limiter, jsonBody('16kb'), async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.set('cache-control', 'no-store');
      const body = optInBody.safeParse(req.body);
      if (!body.success) {
        sendError(req, res, 400, body.error.issues[0]?.message ?? 'Invalid request');
        return;
      }
      const result = await useCases.subscribeNewsletter.execute({
        email: body.data.email,
        captchaToken: body.data.captchaToken ?? '',
        ...(req.ip ? { remoteIp: req.ip } : {}),
      });
      if (!result.ok) {
        sendError(req, res, 403, 'Captcha verification failed');
        return;
      }
      res.status(200).json({ ok: true });
    } catch (error) {
      if (error instanceof NewsletterUnavailable) {
        req.log?.warn({ err: { message: error.message } }, 'newsletter sign-up failed upstream');
        sendError(req, res, 503, 'The newsletter service is unavailable. Please try again.');
        return;
      }
      next(error);
    }
  });
  router.use(OPT_IN_PATH, bodyErrors);
  return router;
}
