// The saved page (/account/saved): anyone may open it. A signed-in shopper sees the account's list,
// an anonymous one the browser's. A plain form post that came back names its notice in `?notice=`.
// Also the header's saved count for the root data.
import type { LoaderFunctionArgs } from 'react-router';
import { isSavedItemsUnavailable } from '../../application/saved/saved-items-error';
import { SignedOut, type SavedListOwner } from '../../application/saved/saved-owner';
import { SAVED_MESSAGES } from '../../domain/saved-items';
import type { SavedPageView } from '../../ui/saved/view-models';
import { SAVED_NOTICES, type SavedNotice } from '../http/saved-items-routes';
import { requestServices, type RequestServices } from '../ssr/request-services';
import { savedLimitText, toSavedProductViews } from '../views/saved-view';
import { guarded } from './guard';

const ownerOf = (request: Pick<RequestServices, 'sessionToken' | 'browserSavedItems'>): SavedListOwner =>
  request.sessionToken ? { kind: 'account', sessionToken: request.sessionToken } : { kind: 'browser', items: request.browserSavedItems };

function noticeOf(request: Request): SavedPageView['notice'] {
  const code = new URL(request.url).searchParams.get('notice') ?? '';
  if (!Object.hasOwn(SAVED_NOTICES, code)) return null;
  const tone = code === 'saved' || code === 'removed' ? 'info' : 'error';
  return { text: SAVED_NOTICES[code as SavedNotice], tone };
}

async function savedPageLoader(args: LoaderFunctionArgs): Promise<SavedPageView> {
  const request = args.context.get(requestServices);
  const signedIn = request.sessionToken !== null;
  const base = { signedIn, notice: noticeOf(args.request), limitText: savedLimitText(signedIn) };
  try {
    const products = await request.useCases.loadSavedItems.execute(ownerOf(request), request.locale);
    return { ...base, products: toSavedProductViews(products, request.locale, request.now), error: null };
  } catch (error) {
    if (!(error instanceof SignedOut) && !isSavedItemsUnavailable(error)) throw error;
    request.log.warn({ err: error }, 'saved items unavailable');
    return { ...base, products: [], error: SAVED_MESSAGES.unavailable };
  }
}

export function savedLoaders() {
  return { 'account-saved': guarded(savedPageLoader) };
}
