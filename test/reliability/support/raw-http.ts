// Sends bytes exactly as given (malformed request lines, huge or broken headers) and reads the
// answer's status line, headers and raw body. fetch and supertest refuse to send most of this.
import { connect } from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without an HTTP answer. */
  status: number;
  headers: Record<string, string>;
  body: string;
  ms: number;
}

/** `halfClose` ends our side after writing: for bytes that may never form a complete request. */
export function sendRaw(port: number, request: string | Buffer, timeoutMs = 5_000, halfClose = false): Promise<RawResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: rest.join('\r\n\r\n'), ms: performance.now() - started });
    });
    if (halfClose) socket.end(request);
    else socket.write(request);
  });
}

/** A well-formed HTTP/1.1 request that asks the server to close afterwards. */
export function httpRequest(method: string, target: string, headers: Record<string, string> = {}, body = ''): string {
  const all: Record<string, string> = { host: '127.0.0.1', connection: 'close', ...headers };
  if (body !== '' || method === 'POST') all['content-length'] = String(Buffer.byteLength(body));
  return `${method} ${target} HTTP/1.1\r\n${Object.entries(all).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`;
}
