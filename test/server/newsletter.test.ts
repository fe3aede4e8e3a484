import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SqliteNewsletterSubscriptions } from '../../src/adapters/sqlite/sqlite-newsletter-subscriptions';
import type { NewsletterSubscriptions } from '../../src/application/ports';
import { TOKENS } from '../../src/application/tokens';
import { json, startRecordingServer, type RecordingServer } from '../support/recording-http-server';
import { buildTestApp } from '../support/test-app';

const OPT_IN = '/api/submit-opt-in-cta-v2';
const { composition } = await buildTestApp();
const list = composition.container.resolve<NewsletterSubscriptions>(TOKENS.NewsletterSubscriptions) as SqliteNewsletterSubscriptions;

let serial = 0;
const uniqueEmail = () => `shopper-${Date.now()}-${++serial}@example.com`;
let app: Awaited<ReturnType<typeof buildTestApp>>['app'];
const optIn = (body: unknown, target = app) => request(target).post(OPT_IN).set('content-type', 'application/json').send(JSON.stringify(body));

describe('POST /api/submit-opt-in-cta-v2 (embedded: SQLite list, captcha accepts)', () => {
  // A fresh app per test: each has its own rate limiter.
  beforeEach(async () => {
    ({ app } = await buildTestApp());
  });

  it('a valid email with a captcha token is subscribed and stored', async () => {
    const email = uniqueEmail();
    const res = await optIn({ email, captchaToken: 'token', errors: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(list.emails()).toContain(email);
  });

  it('the same email again (in other letter case) answers the same and is stored once', async () => {
    const email = uniqueEmail();
    await optIn({ email, captchaToken: '', errors: {} });
    const res = await optIn({ email: email.toUpperCase(), captchaToken: '', errors: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(list.emails().filter((e) => e === email)).toHaveLength(1);
  });

  it.each([
    { name: 'no email', body: { captchaToken: 't', errors: {} }, message: 'Email is required' },
    { name: 'an empty email', body: { email: '   ', captchaToken: 't' }, message: 'Email is required' },
    { name: 'an email that input type=email refuses', body: { email: 'not an email', captchaToken: 't' }, message: 'Enter a valid email address.' },
    { name: 'an email that is not a string', body: { email: ['a@b.com'], captchaToken: 't' }, message: 'Email is required' },
    { name: 'a captcha token that is not a string', body: { email: 'x@example.com', captchaToken: { a: 1 } } },
    { name: 'a JSON array', body: [{ email: 'x@example.com' }] },
  ])('$name → 400, nothing stored', async ({ body, message }) => {
    const before = list.emails().length;
    const res = await optIn(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message: message ?? expect.any(String) });
    expect(list.emails()).toHaveLength(before);
  });

  it('a body that is not JSON → 400 with a clear message, no stack trace', async () => {
    const res = await request(app).post(OPT_IN).set('content-type', 'application/json').send('{"email": "x@example.com", ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'bad_request', message: 'The request body is not valid JSON' } });
    expect(res.text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('a form-encoded body is not the API → 415, nothing stored', async () => {
    const before = list.emails().length;
    const res = await request(app).post(OPT_IN).type('form').send({ email: uniqueEmail() });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
    expect(list.emails()).toHaveLength(before);
  });

  it('a 100 KB email (over the 16 KB body cap) → 413, nothing stored', async () => {
    const before = list.emails().length;
    const res = await optIn({ email: `${'a'.repeat(100 * 1024)}@example.com`, captchaToken: 't', errors: {} });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    expect(list.emails()).toHaveLength(before);
  });

  it('a cross-site post is refused', async () => {
    const res = await request(app).post(OPT_IN).set('content-type', 'application/json').set('sec-fetch-site', 'cross-site').send(JSON.stringify({ email: uniqueEmail() }));
    expect(res.status).toBe(403);
  });
});

describe('per-IP rate limiting of sign-ups', () => {
  it('the 11th request within the window from one IP → 429, and nothing more is stored', async () => {
    const { app: fresh } = await buildTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await optIn({ email: uniqueEmail(), captchaToken: 't', errors: {} }, fresh)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const before = list.emails().length;
    const limited = await optIn({ email: uniqueEmail(), captchaToken: 't', errors: {} }, fresh);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual({ code: 'too_many_requests', message: expect.stringMatching(/Too many/) });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(list.emails()).toHaveLength(before);
  });

  it('malformed requests do not count towards the limit (issue 17: only valid attempts count)', async () => {
    const { app: fresh } = await buildTestApp();
    for (let i = 0; i < 10; i++) expect((await request(fresh).post(OPT_IN).set('content-type', 'application/json').send('{')).status).toBe(400);
    expect((await optIn({ email: uniqueEmail(), captchaToken: 't' }, fresh)).status).toBe(200);
  });
});

describe('production adapters: reCAPTCHA verification and the marketing webhook', () => {
  let google: RecordingServer;
  let webhook: RecordingServer;
  let prod: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    google = await startRecordingServer((req) => {
      const token = new URLSearchParams(req.body).get('response');
      return json(token === 'person' ? { success: true, score: 0.9, action: 'opt_in_cta_form' } : { success: true, score: 0.1, action: 'opt_in_cta_form' });
    });
    webhook = await startRecordingServer(() => ({ status: 202 }));
    prod = await buildTestApp({ env: { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-key', NEWSLETTER_WEBHOOK_URL: `${webhook.url}/signup` } });
    // The composition points reCAPTCHA at Google; this test's stand-in answers for it.
    const { RecaptchaCaptcha } = await import('../../src/adapters/recaptcha/recaptcha-captcha');
    const { TOKENS: tokens } = await import('../../src/application/tokens');
    const captcha = prod.composition.container.resolve(tokens.Captcha) as InstanceType<typeof RecaptchaCaptcha>;
    (captcha as unknown as { settings: { verifyUrl: string } }).settings.verifyUrl = `${google.url}/siteverify`;
  });
  afterAll(async () => {
    await google.close();
    await webhook.close();
  });

  it('a token Google scores as a person reaches the webhook', async () => {
    const res = await optIn({ email: 'ann@example.com', captchaToken: 'person', errors: {} }, prod.app);
    expect(res.status).toBe(200);
    expect(JSON.parse(webhook.requests.at(-1)?.body ?? '{}')).toMatchObject({ email: 'ann@example.com' });
    expect(new URLSearchParams(google.requests.at(-1)?.body).get('secret')).toBe('secret-key');
  });

  it('a token Google scores as a bot is refused with 403 and never reaches the webhook', async () => {
    const before = webhook.requests.length;
    const res = await optIn({ email: 'bot@example.com', captchaToken: 'bot', errors: {} }, prod.app);
    expect(res.status).toBe(403);
    expect(webhook.requests).toHaveLength(before);
  });

  it('a captcha provider that is down → 503 with a clear message (an outage, not "you are a bot"), and nothing reaches the webhook', async () => {
    const before = webhook.requests.length;
    google.answer(() => ({ status: 503, body: 'Service Unavailable' }));
    const res = await optIn({ email: 'dan@example.com', captchaToken: 'person', errors: {} }, prod.app);
    google.answer((req) => json(new URLSearchParams(req.body).get('response') === 'person' ? { success: true, score: 0.9, action: 'opt_in_cta_form' } : { success: true, score: 0.1, action: 'opt_in_cta_form' }));
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'service_unavailable', message: expect.stringMatching(/unavailable/) });
    expect(webhook.requests).toHaveLength(before);
  });

  it('a webhook that fails → 503 with a clear message', async () => {
    webhook.answer(() => ({ status: 500 }));
    const res = await optIn({ email: 'cat@example.com', captchaToken: 'person', errors: {} }, prod.app);
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'service_unavailable', message: expect.stringMatching(/unavailable/) });
  });
});
