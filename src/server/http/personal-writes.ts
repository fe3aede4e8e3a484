// What is remembered of a signed-in shopper for a moment (src/server/loaders/personal-memo.ts) is
// forgotten by every request that may change it: any request but GET and HEAD carrying their session
// cookie (saving or removing a product, logging out, placing an order, …). It is forgotten when the
// request starts and again when it ends, so the next page after the write, and none of the pages
// looked up while it ran, shows what the write left.
import type { NextFunction, Request, Response } from 'express';
import type { PersonalMemo } from '../loaders/personal-memo';
import { readSession, SESSION_COOKIE_NAME, type SessionCookieOptions } from './session';

export function forgetPersonalOnWrite(memo: Pick<PersonalMemo<unknown>, 'forget'>, session: SessionCookieOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const raw: unknown = req.cookies?.[SESSION_COOKIE_NAME];
    const token = raw === undefined ? null : readSession(raw, session.secret, (session.clock ?? Date.now)())?.token;
    if (token) {
      memo.forget(token);
      res.once('close', () => memo.forget(token));
    }
    next();
  };
}
