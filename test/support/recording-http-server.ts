// A local HTTP stand-in on 127.0.0.1 for small upstreams (reCAPTCHA siteverify, a newsletter
// webhook, Shopify's analytics batch endpoint): it records every request and answers with the
// test's handler, which may also delay its answer.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedHttpRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface StandInAnswer {
  status?: number;
  contentType?: string;
  body?: string;
  /** Answer only after this long. */
  delayMs?: number;
}

export type StandInHandler = (request: RecordedHttpRequest) => StandInAnswer;

export interface RecordingServer {
  url: string;
  requests: RecordedHttpRequest[];
  answer(handler: StandInHandler): void;
  close(): Promise<void>;
}

export const json = (body: unknown, status = 200): StandInAnswer => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

export async function startRecordingServer(handler: StandInHandler = () => ({ status: 200 })): Promise<RecordingServer> {
  const requests: RecordedHttpRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let current = handler;
  const server = createServer(async (req, res) => {
    const request = await record(req);
    requests.push(request);
    const answer = current(request);
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'text/plain' });
      res.end(answer.body ?? '');
    };
    if (!answer.delayMs) return send();
    const timer = setTimeout(() => (timers.delete(timer), send()), answer.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (next) => void (current = next),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function record(req: IncomingMessage): Promise<RecordedHttpRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
  return { method: req.method ?? 'GET', path: req.url ?? '/', headers, body: Buffer.concat(chunks).toString('utf8') };
}
