import { describe, expect, it } from 'vitest';
import { INITIAL_NEWSLETTER_STATE, NEWSLETTER_CAPTCHA_ACTION, newsletterView, nextNewsletterState, type NewsletterEvent, type NewsletterState } from '../../src/domain/newsletter';

const idle: NewsletterState = INITIAL_NEWSLETTER_STATE;
const submitting: NewsletterState = { status: 'submitting', message: null };
const subscribed: NewsletterState = { status: 'subscribed', message: 'Successfully Subscribed!' };
const failed: NewsletterState = { status: 'failed', message: 'Error, please try again' };
const required: NewsletterState = { status: 'idle', message: 'Email is required' };

describe("Newsletter: idle, submitting (spinner overlay), subscribed ('Successfully Subscribed!'), failed ('Error, please try again'). Focusing the input clears errors. Email required ('Email is required'); no format check", () => {
  it.each<{ name: string; from: NewsletterState; event: NewsletterEvent; to: NewsletterState }>([
    { name: 'submitting an email starts submitting', from: idle, event: { type: 'submit', email: 'a@b.c' }, to: submitting },
    { name: 'no format check beyond the input type', from: idle, event: { type: 'submit', email: 'not-an-email' }, to: submitting },
    { name: 'an empty email is required', from: idle, event: { type: 'submit', email: '' }, to: required },
    { name: 'a blank email is required', from: idle, event: { type: 'submit', email: '   ' }, to: required },
    { name: 'success subscribes', from: submitting, event: { type: 'succeeded' }, to: subscribed },
    { name: 'failure shows the error', from: submitting, event: { type: 'failed' }, to: failed },
    { name: 'a second submit while submitting is ignored', from: submitting, event: { type: 'submit', email: 'a@b.c' }, to: submitting },
    { name: 'an empty submit while submitting is ignored', from: submitting, event: { type: 'submit', email: '' }, to: submitting },
    { name: 'a failure without a submission is ignored', from: idle, event: { type: 'failed' }, to: idle },
    { name: 'focus while submitting changes nothing', from: submitting, event: { type: 'focus' }, to: submitting },
    { name: 'focus clears the failure', from: failed, event: { type: 'focus' }, to: idle },
    { name: 'focus clears Email is required', from: required, event: { type: 'focus' }, to: idle },
    { name: 'retrying after a failure submits again', from: failed, event: { type: 'submit', email: 'a@b.c' }, to: submitting },
    { name: 'subscribed is final: submit', from: subscribed, event: { type: 'submit', email: 'x@y.z' }, to: subscribed },
    { name: 'subscribed is final: focus', from: subscribed, event: { type: 'focus' }, to: subscribed },
    { name: 'a late success without a submission is ignored', from: idle, event: { type: 'succeeded' }, to: idle },
    { name: 'a late failure without a submission is ignored', from: failed, event: { type: 'failed' }, to: failed },
  ])('$name', ({ from, event, to }) => {
    expect(nextNewsletterState(from, event)).toEqual(to);
  });

  it.each([
    { name: 'idle shows the form', state: idle, view: { showForm: true, showSpinner: false, message: null, isError: false } },
    { name: 'submitting shows the spinner overlay', state: submitting, view: { showForm: true, showSpinner: true, message: null, isError: false } },
    { name: 'subscribed hides input and button', state: subscribed, view: { showForm: false, showSpinner: false, message: 'Successfully Subscribed!', isError: false } },
    { name: 'failed shows the error', state: failed, view: { showForm: true, showSpinner: false, message: 'Error, please try again', isError: true } },
    { name: 'required shows the error', state: required, view: { showForm: true, showSpinner: false, message: 'Email is required', isError: true } },
  ])('$name', ({ state, view }) => {
    expect(newsletterView(state)).toEqual(view);
  });

  it('requests the captcha token with action name opt_in_cta_form', () => {
    expect(NEWSLETTER_CAPTCHA_ACTION).toBe('opt_in_cta_form');
  });
});
