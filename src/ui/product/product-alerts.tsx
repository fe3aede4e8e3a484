// 'Email me when it's back' (a variant that cannot be bought) and 'Tell me if the price drops' (any
// product): each a <details> with an email field, the newsletter's captcha flow (a token asked when
// the form opens, renewed after reCAPTCHA's two minutes) and its wording. The alert watches the
// variant on show, in the market of the page; the server reads price and stock itself.
import { useId, useReducer, type FormEvent } from 'react';
import { ALERT_CAPTCHA_ACTION, INITIAL_ALERT_FORM, nextAlertFormState, type AlertKind } from '../../domain/alerts';
import { useMounted } from '../layout/use-mounted';
import { useFreshCaptchaToken } from '../newsletter/use-fresh-captcha-token';
import { useRootData } from '../use-root-data';
import { EmailInput } from '../components/email-input';

/** Refusals the server words for the shopper (4xx other than a failed captcha or a limit on tries). */
const SHOPPER_STATUSES = new Set([404, 409]);

const LABELS: Record<AlertKind, string> = {
  'back-in-stock': 'Email me when it’s back',
  'price-drop': 'Tell me if the price drops',
};

function AlertForm({ kind, variantId }: { kind: AlertKind; variantId: string }) {
  const root = useRootData();
  const siteKey = root?.safeEnv.captchaSiteKey;
  const prefix = root?.selectedLocale.pathPrefix ?? '';
  const mounted = useMounted();
  const id = useId();
  const [state, dispatch] = useReducer(nextAlertFormState, INITIAL_ALERT_FORM);
  const freshToken = useFreshCaptchaToken(siteKey, ALERT_CAPTCHA_ACTION);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const submitted = { type: 'submit', email } as const;
    dispatch(submitted);
    if (nextAlertFormState(state, submitted).status !== 'submitting') return;
    try {
      const response = await fetch(`${prefix}/api/alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, kind, variantId, captchaToken: await freshToken() }),
      });
      const answer = (await response.json().catch(() => null)) as { message?: string; error?: { message?: string } } | null;
      if (response.ok) dispatch({ type: 'succeeded', message: answer?.message ?? '' });
      else dispatch(SHOPPER_STATUSES.has(response.status) && answer?.error?.message ? { type: 'failed', message: answer.error.message } : { type: 'failed' });
    } catch {
      dispatch({ type: 'failed' });
    }
  }

  const messageId = `${id}-message`;
  const submitting = state.status === 'submitting';
  return (
    <details className="product-alert" data-alert={kind} onToggle={(e) => e.currentTarget.open && void freshToken()}>
      <summary>{LABELS[kind]}</summary>
      <form className="product-alert__form" onSubmit={submit} aria-busy={submitting}>
        {state.status !== 'subscribed' ? (
          <div className="product-alert__row">
            <EmailInput id={`${id}-email`} className="product-alert__input" invalid={Boolean(state.error)} describedBy={messageId} onFocus={() => dispatch({ type: 'focus' })} />
            <button type="submit" className="button button--secondary" disabled={!mounted || submitting}>
              {submitting ? 'Sending…' : 'Notify me'}
            </button>
          </div>
        ) : null}
        <p id={messageId} className={`product-alert__message${state.error ? ' product-alert__message--error' : ''}`} role={state.error ? 'alert' : 'status'}>
          {state.message ?? ''}
        </p>
      </form>
    </details>
  );
}

/** Both alerts for the variant on show; back in stock only while it cannot be bought. */
export function ProductAlerts({ variantId, available }: { variantId: string; available: boolean }) {
  return (
    <div className="product-alerts" key={variantId}>
      {available ? null : <AlertForm kind="back-in-stock" variantId={variantId} />}
      <AlertForm kind="price-drop" variantId={variantId} />
    </div>
  );
}
