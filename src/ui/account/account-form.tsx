// The log-in and registration forms. They post as plain HTML forms (and work without JavaScript:
// the server answers with a redirect); once the page is hydrated they post in the background and
// show the server's messages in place, then load the next page so the header and the shell
// reflect the new session.
import { useId, useState, type FormEvent } from 'react';
import { useHref } from '../router/hooks';
import { ACCOUNT_MESSAGES } from '../../domain/customer-account';
import type { AccountFormAnswer, FormNotice } from './view-models';

export interface AccountField {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  minLength?: number;
  maxLength: number;
}

interface FormState {
  busy: boolean;
  formError: string | null;
  fieldErrors: Record<string, string>;
}

const IDLE: FormState = { busy: false, formError: null, fieldErrors: {} };

export function AccountForm(props: { action: string; fields: AccountField[]; submitLabel: string; busyLabel: string; notice: FormNotice | null; label: string }) {
  const action = useHref(props.action);
  const id = useId();
  const [state, setState] = useState<FormState>(IDLE);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.busy) return;
    setState({ ...IDLE, busy: true });
    try {
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') body.append(name, value);
      const response = await fetch(action, { method: 'POST', headers: { accept: 'application/json' }, body, credentials: 'same-origin' });
      const answer = (await response.json().catch(() => null)) as AccountFormAnswer | null;
      if (answer?.ok && answer.redirectTo) {
        window.location.assign(answer.redirectTo);
        return;
      }
      setState({ busy: false, formError: answer?.formError ?? ACCOUNT_MESSAGES.unavailable, fieldErrors: answer?.fieldErrors ?? {} });
    } catch {
      setState({ busy: false, formError: ACCOUNT_MESSAGES.unavailable, fieldErrors: {} });
    }
  }

  const notice = state.formError ? { text: state.formError, tone: 'error' as const } : state.busy ? null : props.notice;
  return (
    <form method="post" action={action} onSubmit={submit} className="account-form" aria-label={props.label} aria-busy={state.busy}>
      <p className={`account-form__notice account-form__notice--${notice?.tone ?? 'none'}`} role={notice?.tone === 'error' ? 'alert' : 'status'}>
        {notice?.text ?? ''}
      </p>
      {props.fields.map((field) => {
        const error = state.fieldErrors[field.name];
        const errorId = `${id}-${field.name}-error`;
        return (
          <div className="account-form__field" key={field.name}>
            <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              minLength={field.minLength}
              maxLength={field.maxLength}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error ? (
              <span className="account-form__error" id={errorId}>
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="button" disabled={state.busy}>
        {state.busy ? props.busyLabel : props.submitLabel}
      </button>
    </form>
  );
}
