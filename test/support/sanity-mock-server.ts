// A stand-in for Sanity's Content Lake on 127.0.0.1. It answers the query endpoint
// (`/v{apiVersion}/data/query/{dataset}`, GET or POST) with `{ ms, query, result }` by evaluating
// the received GROQ with groq-js over an NDJSON export, and the mutate endpoint by applying the
// mutations to its copy. It refuses what the real API would refuse (unknown version or dataset,
// missing project header, bad token, unparseable params), records every request for assertions,
// and can be told to fail (status, slow, malformed).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';
import { documentsInPerspective, type Perspective, type StoredDocument } from '../../src/adapters/groq/perspective';

export interface RecordedRequest {
  method: string;
  path: string;
  apiVersion: string;
  endpoint: 'query' | 'mutate';
  dataset: string;
  /** The GROQ text, from the URL (GET) or the JSON body (POST). */
  query: string | null;
  /** Parameters decoded from `$name` URL parameters (GET) or `params` in the body (POST). */
  params: Record<string, unknown>;
  /** The raw `$`-prefixed URL parameters as sent. */
  rawParams: Record<string, string>;
  perspective: string | null;
  authorization: string | null;
  projectIdHeader: string | null;
  searchParams: Record<string, string>;
  body: unknown;
}

export type Fault =
  | { kind: 'status'; status: number; times?: number }
  | { kind: 'slow'; delayMs: number; times?: number }
  | { kind: 'malformed-json'; times?: number }
  | { kind: 'wrong-shape'; times?: number };

export interface SanityMockOptions {
  documents: readonly StoredDocument[];
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** The token that unlocks drafts and mutations. */
  token: string;
}

export interface SanityMockServer {
  /** Base URL to use as `apiHost`, e.g. http://127.0.0.1:41234 */
  url: string;
  requests: RecordedRequest[];
  mutations: unknown[];
  /** The server's current documents, mutations applied. */
  documents(): StoredDocument[];
  fail(fault: Fault): void;
  heal(): void;
  close(): Promise<void>;
}

const PATH = /^\/v([^/]+)\/data\/(query|mutate)\/([^/?]+)\/?$/;

export async function startSanityMockServer(options: SanityMockOptions): Promise<SanityMockServer> {
  const store = new Map(options.documents.map((doc) => [doc._id, structuredClone(doc)]));
  const requests: RecordedRequest[] = [];
  const mutations: unknown[] = [];
  let fault: (Fault & { left: number }) | null = null;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: 'Internal', message: String(error), statusCode: 500 }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = PATH.exec(url.pathname);
    const text = await readBody(req);
    if (!match) return send(res, 404, { error: 'Not Found', message: `No route for ${url.pathname}`, statusCode: 404 });
    const [, apiVersion = '', endpoint = '', dataset = ''] = match;
    const body = text ? safeJson(text) : undefined;
    const recorded = record(req, url, apiVersion, endpoint as 'query' | 'mutate', dataset, body);
    requests.push(recorded);

    if (apiVersion !== options.apiVersion) return badRequest(res, `Unsupported API version ${apiVersion}`);
    if (recorded.projectIdHeader !== options.projectId) {
      return send(res, 404, { error: 'Not Found', message: 'Project ID not found', statusCode: 404 });
    }
    if (dataset !== options.dataset) return send(res, 404, { error: { description: `Dataset "${dataset}" not found`, type: 'httpNotFound' } });
    const authorized = recorded.authorization === `Bearer ${options.token}`;
    if (recorded.authorization !== null && !authorized) {
      return send(res, 401, { error: 'Unauthorized', message: 'Session not found', statusCode: 401 });
    }

    if (fault && fault.left > 0) {
      fault.left -= 1;
      const current = fault;
      if (current.kind === 'status') return send(res, current.status, { error: 'Upstream', message: `Injected ${current.status}`, statusCode: current.status });
      if (current.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, current.delayMs));
      if (res.destroyed) return;
      if (current.kind === 'malformed-json') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        return res.end('{"ms": 1, "result": [unterminated');
      }
      if (current.kind === 'wrong-shape') return send(res, 200, { ms: 1, query: recorded.query, result: { unexpected: [1, 2, 3] } });
    }

    if (endpoint === 'mutate') {
      if (req.method !== 'POST') return send(res, 405, { error: 'Method Not Allowed', statusCode: 405 });
      if (!authorized) return send(res, 401, { error: 'Unauthorized', message: 'Mutations need a token', statusCode: 401 });
      return mutate(res, body);
    }
    if (req.method !== 'GET' && req.method !== 'POST') return send(res, 405, { error: 'Method Not Allowed', statusCode: 405 });
    return query(res, recorded, authorized);
  }

  function record(req: IncomingMessage, url: URL, apiVersion: string, endpoint: 'query' | 'mutate', dataset: string, body: unknown): RecordedRequest {
    const rawParams: Record<string, string> = {};
    const searchParams: Record<string, string> = {};
    for (const [key, value] of url.searchParams) {
      if (key.startsWith('$')) rawParams[key] = value;
      else searchParams[key] = value;
    }
    const fromBody = isRecord(body) ? body : {};
    return {
      method: req.method ?? 'GET',
      path: url.pathname,
      apiVersion,
      endpoint,
      dataset,
      query: req.method === 'POST' ? (typeof fromBody.query === 'string' ? fromBody.query : null) : url.searchParams.get('query'),
      params: req.method === 'POST' && isRecord(fromBody.params) ? fromBody.params : decodeParams(rawParams),
      rawParams,
      perspective: url.searchParams.get('perspective'),
      authorization: header(req, 'authorization'),
      projectIdHeader: header(req, 'x-sanity-project-id'),
      searchParams,
      body,
    };
  }

  async function query(res: ServerResponse, request: RecordedRequest, authorized: boolean) {
    if (request.query === null) return badRequest(res, 'Missing query');
    for (const [key, value] of Object.entries(request.rawParams)) {
      if (safeJson(value) === undefined) return badRequest(res, `Param ${key} is not valid JSON`);
    }
    const perspective: Perspective = request.perspective === 'drafts' && authorized ? 'drafts' : 'published';
    const started = performance.now();
    let tree;
    try {
      tree = parse(request.query, { params: request.params });
    } catch (error) {
      return send(res, 400, { error: { type: 'queryParseError', description: (error as Error).message, query: request.query, start: 0, end: 1 } });
    }
    const dataset = documentsInPerspective([...store.values()], perspective);
    const value = await evaluate(tree, { dataset, params: request.params });
    const result = await value.get();
    return send(res, 200, { ms: Math.round(performance.now() - started), query: request.query, result });
  }

  function mutate(res: ServerResponse, body: unknown) {
    const list = isRecord(body) && Array.isArray(body.mutations) ? body.mutations : null;
    if (!list) return badRequest(res, 'Body must be {"mutations": [...]}');
    const results: Array<{ id: string; operation: string }> = [];
    for (const mutation of list) {
      mutations.push(mutation);
      const applied = applyMutation(mutation);
      if (!applied) return send(res, 400, { error: { type: 'mutationError', description: `Unsupported mutation ${JSON.stringify(mutation).slice(0, 80)}` } });
      results.push(applied);
    }
    return send(res, 200, { transactionId: `tx-${mutations.length}`, results });
  }

  function applyMutation(mutation: unknown): { id: string; operation: string } | null {
    if (!isRecord(mutation)) return null;
    const [kind, payload] = Object.entries(mutation)[0] ?? [];
    if (!isRecord(payload)) return null;
    if (kind === 'delete' && typeof payload.id === 'string') {
      store.delete(payload.id);
      return { id: payload.id, operation: 'delete' };
    }
    if (typeof payload._id !== 'string' || typeof payload._type !== 'string') return null;
    const doc = payload as StoredDocument;
    const exists = store.has(doc._id);
    if (kind === 'create' && exists) return null;
    if (kind === 'createIfNotExists' && exists) return { id: doc._id, operation: 'none' };
    if (kind !== 'create' && kind !== 'createOrReplace' && kind !== 'createIfNotExists') return null;
    store.set(doc._id, structuredClone(doc));
    return { id: doc._id, operation: exists ? 'update' : 'create' };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    mutations,
    documents: () => [...store.values()],
    fail: (next) => {
      fault = { ...next, left: next.times ?? Number.POSITIVE_INFINITY };
    },
    heal: () => {
      fault = null;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function send(res: ServerResponse, status: number, payload: unknown) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(payload));
}

function badRequest(res: ServerResponse, description: string) {
  send(res, 400, { error: { description, type: 'httpBadRequest' } });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function decodeParams(raw: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key.slice(1), safeJson(value)]));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
