// One of the shop's emails (an alert message, an order confirmation) as an Internet Message Format file (RFC 5322 with MIME, RFC 2045-2047): CRLF
// line ends, non-ASCII header text as UTF-8 encoded-words, a UTF-8 plain-text body in base64 (no
// line of it over 76 characters, whatever the text holds).
import type { ShopEmail } from '../../application/alerts/alert-subscription';

const CRLF = '\r\n';

/** RFC 2047 encoded-word when the text is not plain printable ASCII. */
export function headerText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const bytes = Buffer.from(text, 'utf8');
  // Encoded-words of at most 42 bytes (68 characters) keep every header line under 78, cut between characters.
  const words: string[] = [];
  let chunk: number[] = [];
  for (const char of text) {
    const encoded = [...Buffer.from(char, 'utf8')];
    if (chunk.length + encoded.length > 42) {
      words.push(`=?UTF-8?B?${Buffer.from(chunk).toString('base64')}?=`);
      chunk = [];
    }
    chunk.push(...encoded);
  }
  if (chunk.length > 0 || bytes.length === 0) words.push(`=?UTF-8?B?${Buffer.from(chunk).toString('base64')}?=`);
  return words.join(`${CRLF} `);
}

/** RFC 5322 date-time: 'Tue, 24 Nov 2026 04:12:14 +0000'. */
export function rfc5322Date(iso: string): string {
  return new Date(iso).toUTCString().replace(/GMT$/, '+0000');
}

export function emlOf(message: ShopEmail, from: string): string {
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  const body = Buffer.from(message.text.replace(/\r?\n/g, CRLF), 'utf8').toString('base64').replace(/.{76}/g, `$&${CRLF}`);
  const headers = [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${rfc5322Date(message.createdAt)}`,
    `Message-ID: <${message.id.replace(/[^A-Za-z0-9.-]/g, '.')}@${domain}>`,
    // An order's confirmation is transactional: nothing to unsubscribe from.
    ...('unsubscribeUrl' in message ? [`List-Unsubscribe: <${message.unsubscribeUrl}>`, 'List-Unsubscribe-Post: List-Unsubscribe=One-Click'] : []),
    'Auto-Submitted: auto-generated',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
  ];
  return `${headers.join(CRLF)}${CRLF}${CRLF}${body}${CRLF}`;
}
