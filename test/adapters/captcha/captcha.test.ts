import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedCaptcha } from '../../../src/adapters/embedded/embedded-captcha';
import { RecaptchaCaptcha } from '../../../src/adapters/recaptcha/recaptcha-captcha';
import { describeCaptchaContract } from '../../contract/captcha.contract';
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

/**
 * Google's siteverify as the browser and the server meet it: tokens it issued for an action, each
 * good once; it checks the request is a form carrying the secret and the token, as Google does.
 */
async function startSiteVerify(secret: string) {
  const issued = new Map<string, string>();
  const used = new Set<string>();
  let serial = 0;
  const server = await startRecordingServer((request) => {
    if (request.method !== 'POST' || request.path !== '/recaptcha/api/siteverify') return { status: 404, body: 'Not Found' };
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return json({ success: false, 'error-codes': ['bad-request'] });
    const form = new URLSearchParams(request.body);
    if (form.get('secret') !== secret) return json({ success: false, 'error-codes': ['invalid-input-secret'] });
    const token = form.get('response') ?? '';
    if (!token) return json({ success: false, 'error-codes': ['missing-input-response'] });
    if (used.has(token)) return json({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    const action = issued.get(token);
    if (!action) return json({ success: false, 'error-codes': ['invalid-input-response'] });
    used.add(token);
    return json({ success: true, score: 0.9, action, challenge_ts: '2026-01-01T00:00:00Z', hostname: 'shop.example' });
  });
  const issue = (action: string) => {
    const token = `03A-${++serial}-${action}`;
    issued.set(token, action);
    return token;
  };
  return { server, issue };
}

describeCaptchaContract('EmbeddedCaptcha', async () => ({
  captcha: new EmbeddedCaptcha(new RecordingEventLog()),
  tokenFor: (action) => `embedded-${action}`,
  makeUnreachable: async () => {},
  close: async () => {},
}));

describeCaptchaContract('RecaptchaCaptcha against a siteverify stand-in', async () => {
  const { server, issue } = await startSiteVerify(SECRET);
  return {
    captcha: new RecaptchaCaptcha({ secretKey: SECRET, minScore: 0.5, verifyUrl: `${server.url}/recaptcha/api/siteverify`, timeoutMs: 500 }, new RecordingEventLog()),
    tokenFor: issue,
    makeUnreachable: () => server.close(),
    close: () => server.close(),
  };
});

describe('the siteverify stand-in holds the adapter to Google\'s request shape', () => {
  it.each([
    { name: 'the wrong secret', settings: { secretKey: 'not-the-secret' }, verdict: { passed: false, reason: 'rejected' } },
    { name: 'the wrong path', settings: { verifyPath: '/recaptcha/api/verify' }, verdict: { passed: false, reason: 'unavailable' } },
  ])('$name is refused', async ({ settings, verdict }) => {
    const { server, issue } = await startSiteVerify(SECRET);
    const captcha = new RecaptchaCaptcha({ secretKey: settings.secretKey ?? SECRET, minScore: 0.5, verifyUrl: `${server.url}${settings.verifyPath ?? '/recaptcha/api/siteverify'}`, timeoutMs: 500 }, new RecordingEventLog());
    expect(await captcha.verify({ token: issue(ACTION), action: ACTION })).toEqual(verdict);
    await server.close();
  });

  it('a token is good once', async () => {
    const { server, issue } = await startSiteVerify(SECRET);
    const captcha = new RecaptchaCaptcha({ secretKey: SECRET, minScore: 0.5, verifyUrl: `${server.url}/recaptcha/api/siteverify`, timeoutMs: 500 }, new RecordingEventLog());
    const token = issue(ACTION);
    expect(await captcha.verify({ token, action: ACTION })).toEqual({ passed: true });
    expect(await captcha.verify({ token, action: ACTION })).toEqual({ passed: false, reason: 'rejected' });
    await server.close();
  });
});

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

describe('RecaptchaCaptcha: a circuit breaker spares a dead siteverify', () => {
  let dead: RecordingServer;
  beforeAll(async () => {
    dead = await startRecordingServer();
  });
  afterAll(() => dead.close());

  it.each([
    { name: 'HTTP 503', answer: { status: 503, body: 'Service Unavailable' } },
    { name: 'HTTP 500', answer: { status: 500, body: 'oops' } },
    { name: 'a body that is not its answer', answer: { status: 200, contentType: 'text/html', body: '<html>' } },
    { name: 'no answer in time', answer: { ...json({ success: true, score: 0.9, action: ACTION }), delayMs: 300 } },
  ])('$name: once the circuit opens, checks are unavailable at once and siteverify is no longer called', async ({ answer }) => {
    dead.requests.length = 0;
    dead.answer(() => answer);
    const deadLog = new RecordingEventLog();
    const subject = new RecaptchaCaptcha({ secretKey: SECRET, minScore: 0.5, verifyUrl: `${dead.url}/recaptcha/api/siteverify`, timeoutMs: 100 }, deadLog);
    const verdicts = [];
    for (let n = 0; n < 20; n++) verdicts.push(await subject.verify({ token: `t${n}`, action: ACTION }));
    expect(verdicts).toEqual(Array(20).fill({ passed: false, reason: 'unavailable' }));
    expect(dead.requests).toHaveLength(5);
    expect(deadLog.entries.filter((e) => e.message === 'recaptcha circuit changed').map((e) => e.details.state)).toEqual(['open']);
    expect(JSON.stringify(deadLog.entries)).not.toContain(SECRET);
  });

  it('verdicts Google gives (a forged token, a bot) say nothing about its health: every check reaches it', async () => {
    dead.requests.length = 0;
    dead.answer((request) => ANSWERS[new URLSearchParams(request.body).get('response') ?? ''] ?? json({ success: false }));
    const subject = new RecaptchaCaptcha({ secretKey: SECRET, minScore: 0.5, verifyUrl: `${dead.url}/recaptcha/api/siteverify`, timeoutMs: 200 }, new RecordingEventLog());
    for (let n = 0; n < 12; n++) expect((await subject.verify({ token: n % 2 ? 'forged' : 'bot', action: ACTION })).passed).toBe(false);
    expect(dead.requests).toHaveLength(12);
    expect(await subject.verify({ token: 'person', action: ACTION })).toEqual({ passed: true });
  });
});
