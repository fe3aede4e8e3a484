// reCAPTCHA v3's siteverify, as a local stand-in: a form POST of secret, response and remoteip,
// answered in Google's shape ({success, score, action, challenge_ts, hostname} or
// {success: false, error-codes}). Real tokens come from Google's browser script, which a sandbox on
// loopback cannot load, so the stand-in's tokens are made by hand: 'sandbox:{action}:{score}'.
import { json, type StandInAnswer } from './recording-http-server';

export const SITEVERIFY_PATH = '/recaptcha/api/siteverify';

/** A token the stand-in accepts, scored and for the action given. */
export const sandboxToken = (action: string, score = 0.9) => `sandbox:${action}:${score}`;

const TOKEN = /^sandbox:([A-Za-z0-9_/]+):(0(?:\.\d+)?|1(?:\.0+)?)$/;

export function answerRecaptcha(request: { method: string; path: string; body: string }, secret: string): StandInAnswer {
  if (request.path !== SITEVERIFY_PATH) return { status: 404, body: 'Not Found' };
  if (request.method !== 'POST') return { status: 405, body: 'Method Not Allowed' };
  const form = new URLSearchParams(request.body);
  const failure = (code: string) => json({ success: false, 'error-codes': [code] });
  if (!form.get('secret')) return failure('missing-input-secret');
  if (form.get('secret') !== secret) return failure('invalid-input-secret');
  const token = form.get('response');
  if (!token) return failure('missing-input-response');
  const match = TOKEN.exec(token);
  if (!match) return failure('invalid-input-response');
  return json({ success: true, score: Number(match[2]), action: match[1], challenge_ts: new Date().toISOString(), hostname: '127.0.0.1' });
}
