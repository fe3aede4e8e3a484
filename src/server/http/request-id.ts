import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';

const incomingId = z.string().regex(/^[A-Za-z0-9._-]{8,64}$/);

/** Keeps a well-formed upstream X-Request-Id (from a proxy) or makes a new one. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const header = req.headers['x-request-id'];
  const parsed = header === undefined ? null : incomingId.safeParse(Array.isArray(header) ? header[0] : header);
  const id = parsed?.success ? parsed.data : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}
