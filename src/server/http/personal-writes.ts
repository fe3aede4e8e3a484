// What is remembered of a signed-in shopper for a moment (src/server/loaders/personal-memo.ts) is
// forgotten by every request that may change it: any request but GET and HEAD carrying their session
// cookie (saving or removing a product, logging out, placing an order, …). It is forgotten when the
// request starts and again when it ends, so the next page after the write, and none of the pages
// looked up while it ran, shows what the write left.
import type { NextFunction, Request, Response } from 'express';
import type { PersonalMemo } from '../loaders/personal-memo';
import { customerSessionOf } from './session';

/** Mounted after `sessionCookie` (src/server/app.ts): the session is the one the shop parsed as the request came in. */
export function forgetPersonalOnWrite(memo: Pick<PersonalMemo<unknown>, 'forget'>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const token = customerSessionOf(res)?.token;
    if (token) {
      memo.forget(token);
      res.once('close', () => memo.forget(token));
    }
    next();
  };
}
