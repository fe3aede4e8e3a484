// Loaders of /account, /account/login and /account/register. The account page needs a session and
// sends an anonymous shopper to log in; the log-in and registration pages send a signed-in shopper
// to the account. A form that came back (no JavaScript) names its notice in `?error=`.
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { isAccountError } from '../../application/accounts/customer';
import { ACCOUNT_MESSAGES } from '../../domain/customer-account';
import { toAccountOrderView, toAccountView } from '../views/account-view';
import { parseOrderNumber } from '../../domain/order-status';
import type { AccountFormPageView, AccountOrderPageView, AccountPageView, FormNotice } from '../../ui/account/view-models';
import { ACCOUNT_NOTICES, type AccountNotice } from '../http/account-routes';
import { requestServices } from '../ssr/request-services';
import { guarded } from './guard';

function noticeOf(request: Request): FormNotice | null {
  const code = new URL(request.url).searchParams.get('error') ?? '';
  if (!Object.hasOwn(ACCOUNT_NOTICES, code)) return null;
  return { text: ACCOUNT_NOTICES[code as AccountNotice], tone: code === 'created' ? 'info' : 'error' };
}

function formPageLoader(args: LoaderFunctionArgs): AccountFormPageView {
  if (args.context.get(requestServices).isAuthenticated) throw redirect('/account');
  return { notice: noticeOf(args.request) };
}

async function accountPageLoader(args: LoaderFunctionArgs): Promise<AccountPageView> {
  const { sessionToken, useCases, locale, log } = args.context.get(requestServices);
  if (!sessionToken) throw redirect('/account/login');
  try {
    const account = await useCases.loadAccount.execute(sessionToken);
    if (!account) throw redirect('/account/login');
    return toAccountView(account, locale);
  } catch (error) {
    if (!isAccountError(error) || error.code !== 'unavailable') throw error;
    log.warn({ err: error }, 'account system unavailable');
    return { profile: null, orders: [], error: ACCOUNT_MESSAGES.unavailable };
  }
}

const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });

/** An order's own page (issue 29): its signed-in owner only; anyone else signed in gets a 404. */
async function accountOrderPageLoader(args: LoaderFunctionArgs): Promise<AccountOrderPageView> {
  const { sessionToken, useCases, locale } = args.context.get(requestServices);
  if (!sessionToken) throw redirect('/account/login');
  const number = parseOrderNumber(args.params.number ?? '');
  if (number === null || !useCases.loadAccountOrder) throw notFound();
  const found = await useCases.loadAccountOrder.execute(sessionToken, number);
  if (found.kind === 'signed-out') throw redirect('/account/login');
  if (found.kind === 'not-found') throw notFound();
  return toAccountOrderView(found.order, locale);
}

export function accountLoaders() {
  return {
    'account-login': guarded(formPageLoader),
    'account-register': guarded(formPageLoader),
    account: guarded(accountPageLoader),
    'account-order': guarded(accountOrderPageLoader),
  };
}
