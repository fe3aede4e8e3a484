// The account forms (spec sections 2 and 6): log-in, registration and log-out posts under
// /account (and every locale prefix). Cross-site posts are refused, input is validated with zod,
// log-ins and registrations are limited per IP, and a failed log-in never says whether the email
// has an account. Scripts (Accept: application/json) get JSON; plain HTML forms get a 303 to the
// next page, or back to the form with an error code the page turns into its message.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { isAccountError, type CustomerSession } from '../../application/accounts/customer';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, passwordProblem, PASSWORD_MAX_LENGTH, REGISTRATION_MESSAGES } from '../../domain/customer-account';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../../domain/email';
import { localeFromPath, type LocaleKey } from '../../domain/locale';
import { DATA_PREFIX } from '../../ui/client-loaders';
import type { UseCases } from '../ssr/request-services';
import { errorBody, requireBodyType } from './errors';
import { perIpLimiter, type RateLimit } from './rate-limit';
import { refuseCrossSite } from './same-origin';
import { clearSessionCookie, customerSessionOf, PRIVATE_CACHE, setSessionCookie, type SessionCookieOptions } from './session';

/** Why a form came back, as the `error` query parameter of the page a plain form returns to. */
export const ACCOUNT_NOTICES = {
  credentials: ACCOUNT_MESSAGES.loginFailed,
  invalid: 'Please check the highlighted fields and try again.',
  'email-taken': ACCOUNT_MESSAGES.emailTaken,
  refused: REGISTRATION_MESSAGES.refused,
  created: REGISTRATION_MESSAGES.createdPleaseLogIn,
  'too-many': ACCOUNT_MESSAGES.tooManyAttempts,
  unavailable: ACCOUNT_MESSAGES.unavailable,
} as const;
export type AccountNotice = keyof typeof ACCOUNT_NOTICES;

const email = z.string({ error: ACCOUNT_MESSAGES.emailInvalid }).max(EMAIL_MAX_LENGTH + 64, ACCOUNT_MESSAGES.emailInvalid).trim().refine(isEmailAddress, ACCOUNT_MESSAGES.emailInvalid);
const name = (required: string) => z.string({ error: required }).trim().min(1, required).max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.nameTooLong);

const logInForm = z.object({
  email,
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.loginFailed),
});

const registerForm = z.object({
  firstName: name(ACCOUNT_MESSAGES.firstNameRequired),
  lastName: name(ACCOUNT_MESSAGES.lastNameRequired),
  email,
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES[problem] });
  }),
});

export interface AccountRoutesOptions {
  useCases: Pick<UseCases, 'logIn' | 'registerCustomer' | 'logOut' | 'loadAccount'>;
  defaultLocale: LocaleKey;
  session: SessionCookieOptions;
  limits: { logIn: RateLimit; logInPerAccount: RateLimit; register: RateLimit };
  /** Runs once the shopper is signed in by a log-in or a registration (issue 19: the browser's saved list joins the account's). */
  afterSignIn?: (req: Request, res: Response, session: CustomerSession) => Promise<void>;
}

type FieldErrors = Record<string, string>;

const fieldErrorsOf = (error: z.ZodError): FieldErrors =>
  Object.fromEntries(error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]).reverse());

export function accountRoutes({ useCases, defaultLocale, session, limits, afterSignIn }: AccountRoutesOptions): Router {
  const router = Router();
  const parsers = [requireBodyType('application/x-www-form-urlencoded', 'application/json'), express.urlencoded({ extended: false, limit: '8kb' }), express.json({ limit: '8kb' })];
  const localized = (path: string) => [path, `/:locale${path}`];
  const wantsJson = (req: Request) => req.accepts(['html', 'json']) === 'json';
  /** '/en-au/account' for a form posted under /en-au; null for a prefix that is not a locale. */
  const pathFor = (req: Request, path: string): string | null => {
    const where = localeFromPath(req.path, defaultLocale);
    if (req.params.locale !== undefined && !where.prefixed) return null;
    return path === '/' ? where.locale.pathPrefix || '/' : where.locale.pathPrefix + path;
  };

  const succeed = (req: Request, res: Response, to: string) => {
    res.set('cache-control', 'no-store');
    if (wantsJson(req)) res.json({ ok: true, redirectTo: to });
    else res.redirect(303, to);
  };
  const fail = (req: Request, res: Response, form: string, status: number, notice: AccountNotice, fieldErrors: FieldErrors = {}) => {
    res.set('cache-control', 'no-store');
    if (wantsJson(req)) res.status(status).json({ ok: false, formError: ACCOUNT_NOTICES[notice], fieldErrors, ...errorBody(status, ACCOUNT_NOTICES[notice]) });
    else res.redirect(303, `${form}?error=${notice}`);
  };

  // Account pages are personal: never cached. On the log-in and registration pages a session that
  // the account system no longer knows is dropped, so "signed in, go to your account" cannot loop.
  // Middleware rather than a GET route: it serves no path itself, so it does not count towards a path's Allow.
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = req.path.startsWith(`${DATA_PREFIX}/`) ? req.path.slice(DATA_PREFIX.length) : req.path;
    const page = localeFromPath(pathname, defaultLocale).path;
    if (page !== '/account' && !page.startsWith('/account/')) return next();
    res.set('cache-control', PRIVATE_CACHE);
    const current = customerSessionOf(res);
    if (!current || page === '/account') return next();
    try {
      if (!(await useCases.loadAccount.execute(current.token))) clearSessionCookie(res, session);
    } catch (error) {
      req.log?.warn({ err: error }, 'account system unavailable while checking a session');
    }
    next();
  });

  const logInLimiter = perIpLimiter(limits.logIn, {
    failed: (_req, res) => res.locals.logInSucceeded !== true,
    refuse: (req, res) => fail(req, res, pathFor(req, '/account/login') ?? '/account/login', 429, 'too-many'),
  });
  // The same count per account, keyed by the email the form names (read after the body is parsed).
  const accountLimiter = perIpLimiter(limits.logInPerAccount, {
    key: (req) => {
      const given: unknown = (req.body as Record<string, unknown> | undefined)?.email;
      return typeof given === 'string' && given.trim() !== '' ? `account:${given.trim().toLowerCase().slice(0, 320)}` : null;
    },
    failed: (_req, res) => res.locals.logInSucceeded !== true,
    refuse: (req, res) => fail(req, res, pathFor(req, '/account/login') ?? '/account/login', 429, 'too-many'),
  });
  router.post(localized('/account/login'), refuseCrossSite, logInLimiter, parsers, accountLimiter, async (req: Request, res: Response, next: NextFunction) => {
    const form = pathFor(req, '/account/login');
    if (!form) return next();
    const input = logInForm.safeParse(req.body ?? {});
    if (!input.success) return fail(req, res, form, 400, 'invalid', fieldErrorsOf(input.error));
    try {
      const signedIn = await useCases.logIn.execute(input.data);
      if (!signedIn) return fail(req, res, form, 401, 'credentials');
      res.locals.logInSucceeded = true;
      setSessionCookie(res, signedIn, session);
      await afterSignIn?.(req, res, signedIn);
      succeed(req, res, pathFor(req, '/account') as string);
    } catch (error) {
      unavailable(req, res, next, error, () => fail(req, res, form, 503, 'unavailable'));
    }
  });

  const registerLimiter = perIpLimiter(limits.register, {
    refuse: (req, res) => fail(req, res, pathFor(req, '/account/register') ?? '/account/register', 429, 'too-many'),
  });
  router.post(localized('/account/register'), refuseCrossSite, registerLimiter, parsers, async (req: Request, res: Response, next: NextFunction) => {
    const form = pathFor(req, '/account/register');
    if (!form) return next();
    const input = registerForm.safeParse(req.body ?? {});
    if (!input.success) return fail(req, res, form, 400, 'invalid', fieldErrorsOf(input.error));
    try {
      const result = await useCases.registerCustomer.execute(input.data);
      if (result.ok) {
        setSessionCookie(res, result.value, session);
        await afterSignIn?.(req, res, result.value);
        return succeed(req, res, pathFor(req, '/account') as string);
      }
      if (result.error === 'email-taken') return fail(req, res, form, 409, 'email-taken', { email: ACCOUNT_MESSAGES.emailTaken });
      if (result.error === 'invalid-input') return fail(req, res, form, 400, 'refused');
      return succeed(req, res, `${pathFor(req, '/account/login') as string}?error=created`);
    } catch (error) {
      unavailable(req, res, next, error, () => fail(req, res, form, 503, 'unavailable'));
    }
  });

  router.post(localized('/account/logout'), refuseCrossSite, async (req: Request, res: Response, next: NextFunction) => {
    const home = pathFor(req, '/');
    if (!home) return next();
    const current = customerSessionOf(res);
    if (current) await useCases.logOut.execute(current.token);
    clearSessionCookie(res, session);
    succeed(req, res, home);
  });

  return router;
}

function unavailable(req: Request, res: Response, next: NextFunction, error: unknown, answer: () => void): void {
  if (!isAccountError(error) || error.code !== 'unavailable') return next(error);
  req.log?.warn({ err: error }, 'account system unavailable');
  answer();
}
