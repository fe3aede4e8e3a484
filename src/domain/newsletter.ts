// The newsletter form's states (spec sections 4, 5 and 8).

export const EMAIL_REQUIRED = 'Email is required';
export const NEWSLETTER_FAILED = 'Error, please try again';
export const NEWSLETTER_SUBSCRIBED = 'Successfully Subscribed!';
/** The captcha token is requested on form load with this action name. */
export const NEWSLETTER_CAPTCHA_ACTION = 'opt_in_cta_form';

export type NewsletterStatus = 'idle' | 'submitting' | 'subscribed' | 'failed';

export interface NewsletterState {
  status: NewsletterStatus;
  /** The text shown under the input, if any. */
  message: string | null;
}

export type NewsletterEvent =
  | { type: 'submit'; email: string }
  | { type: 'succeeded' }
  | { type: 'failed' }
  | { type: 'focus' };

export const INITIAL_NEWSLETTER_STATE: NewsletterState = { status: 'idle', message: null };

/**
 * idle → submitting (spinner) → subscribed ('Successfully Subscribed!', input and button hidden)
 * or failed ('Error, please try again'). An empty email stays idle with 'Email is required'; no
 * format check beyond the input type. Focusing the input clears errors. Subscribed is final, and
 * a submission in flight ignores further submits.
 */
export function nextNewsletterState(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  if (state.status === 'subscribed') return state;
  switch (event.type) {
    case 'submit':
      if (state.status === 'submitting') return state;
      if (event.email.trim() === '') return { status: 'idle', message: EMAIL_REQUIRED };
      return { status: 'submitting', message: null };
    case 'succeeded':
      return state.status === 'submitting' ? { status: 'subscribed', message: NEWSLETTER_SUBSCRIBED } : state;
    case 'failed':
      return state.status === 'submitting' ? { status: 'failed', message: NEWSLETTER_FAILED } : state;
    case 'focus':
      return state.status === 'submitting' ? state : { status: 'idle', message: null };
  }
}

export interface NewsletterView {
  showForm: boolean;
  showSpinner: boolean;
  message: string | null;
  isError: boolean;
}

export function newsletterView(state: NewsletterState): NewsletterView {
  return {
    showForm: state.status !== 'subscribed',
    showSpinner: state.status === 'submitting',
    message: state.message,
    isError: state.message === EMAIL_REQUIRED || state.message === NEWSLETTER_FAILED,
  };
}
