import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedCaptcha } from '../../../src/adapters/captcha/embedded-captcha';
import { RecaptchaCaptcha } from '../../../src/adapters/captcha/recaptcha-captcha';
import { RecordingEventLog } from '../../support/recording-event-log';
import { json, startRecordingServer, type RecordingServer, type StandInAnswer } from '../../support/recording-http-server';

const ACTION = 'opt_in_cta_form';
const SECRET = 'test-recaptcha-secret';

/** Google's siteverify answers, by the token the test sends. */
const ANSWERS: Record<string, StandInAnswer> = {
  person: json({ success: true, score: 0.9, action: ACTION, challenge_ts: '2026-01-01T00:00:00Z', hostname: 'shop.example' }),
  threshold: json({ success: true, score: 0.5, action: ACTION }),
  bot: json({ success: true, score: 0.1, action: ACTION }),
  'other-form': json({ success: true, score: 0.9, action: 'login' }),
  forged: json({ success: false, 'error-codes': ['invalid-input-response'] }),
  expired: json({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
  'google-down': { status: 503, body: 'Service Unavailable' },
  garbled: { status: 200, contentType: 'text/html', body: '<html>oops</html>' },
  'wrong-shape': json({ ok: true }),
  slow: { ...json({ success: true, score: 0.9, action: ACTION }), delayMs: 500 },
};

let google: RecordingServer;
const log = new RecordingEventLog();
const captcha = () => new RecaptchaCaptcha({ secretKey: SECRET, minScore: 0.5, verifyUrl: `${google.url}/recaptcha/api/siteverify`, timeoutMs: 200 }, log);

beforeAll(async () => {
  google = await startRecordingServer((request) => ANSWERS[new URLSearchParams(request.body).get('response') ?? ''] ?? json({ success: false }));
});
afterAll(() => google.close());

describe('RecaptchaCaptcha: reCAPTCHA v3 verification with the secret key and a score threshold', () => {
  it.each([
    { token: 'person', verdict: { passed: true } },
    { token: 'threshold', verdict: { passed: true } },
    { token: 'bot', verdict: { passed: false, reason: 'low-score' } },
    { token: 'other-form', verdict: { passed: false, reason: 'wrong-action' } },
    { token: 'forged', verdict: { passed: false, reason: 'rejected' } },
    { token: 'expired', verdict: { passed: false, reason: 'rejected' } },
    { token: 'google-down', verdict: { passed: false, reason: 'unavailable' } },
    { token: 'garbled', verdict: { passed: false, reason: 'unavailable' } },
    { token: 'wrong-shape', verdict: { passed: false, reason: 'unavailable' } },
    { token: 'slow', verdict: { passed: false, reason: 'unavailable' } },
  ])('token $token → $verdict', async ({ token, verdict }) => {
    expect(await captcha().verify({ token, action: ACTION })).toEqual(verdict);
  });

  it('posts the secret, the token and the shopper IP as a form to siteverify', async () => {
    google.requests.length = 0;
    await captcha().verify({ token: 'person', action: ACTION, remoteIp: '203.0.113.9' });
    const [request] = google.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/recaptcha/api/siteverify');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({ secret: SECRET, response: 'person', remoteip: '203.0.113.9' });
  });

  it('an empty token fails without asking Google', async () => {
    google.requests.length = 0;
    expect(await captcha().verify({ token: '  ', action: ACTION })).toEqual({ passed: false, reason: 'missing-token' });
    expect(google.requests).toHaveLength(0);
  });

  it('an unreachable Google is logged without the secret', async () => {
    await captcha().verify({ token: 'google-down', action: ACTION });
    const entry = log.entries.find((e) => e.message === 'recaptcha verification unavailable');
    expect(entry).toBeDefined();
    expect(JSON.stringify(log.entries)).not.toContain(SECRET);
  });
});

describe('EmbeddedCaptcha', () => {
  it.each(['', 'anything'])('accepts the token %j and logs that it did', async (token) => {
    const embeddedLog = new RecordingEventLog();
    expect(await new EmbeddedCaptcha(embeddedLog).verify({ token, action: ACTION })).toEqual({ passed: true });
    expect(embeddedLog.messages('info')).toEqual(['captcha accepted without verification (embedded captcha)']);
  });
});
