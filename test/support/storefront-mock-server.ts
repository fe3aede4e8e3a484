// A local stand-in for Shopify's Storefront API on 127.0.0.1: built from the real schema shipped in
// @shopify/hydrogen-react, it validates every document it receives, executes it against the root
// resolvers a test hands it (products, menus, later carts), answers in Shopify's {data, errors}
// envelope, checks the access token, records every operation, and can be switched into fault modes.
//
//   const shopify = await StorefrontMockServer.start({ root: demoStorefrontRoot(catalogue) });
//   const client = createShopifyClient(shopify.clientConfig, { fetch: shopify.fetch });
//   ...; shopify.operations; shopify.fault({ kind: 'status', status: 500 }); await shopify.close();
//
// Query and mutation root fields share one `root` object: a cart test adds its own, e.g.
//   { ...demoStorefrontRoot(catalogue), cart: ({ id }) => ..., cartLinesAdd: ({ cartId, lines }) => ... }
// Field values may be functions (args, context) => value; objects carry `__typename` so interfaces
// and unions (Node, MenuItemResource, Merchandise) resolve.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import {
  buildClientSchema,
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  validate,
  valueFromASTUntyped,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

/** The Storefront API version whose schema @shopify/hydrogen-react ships. */
export const STOREFRONT_API_VERSION = '2026-04';
export const MOCK_STORE_DOMAIN = 'demo-instruments.myshopify.com';
export const MOCK_PUBLIC_TOKEN = 'test-storefront-token';

let schema: GraphQLSchema | undefined;

/** The Storefront API schema, from the introspection result @shopify/hydrogen-react ships. */
export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const file = createRequire(import.meta.url).resolve('@shopify/hydrogen-react/storefront.schema.json');
    schema = buildClientSchema(JSON.parse(readFileSync(file, 'utf8')) as IntrospectionQuery);
  }
  return schema;
}

/** What resolvers see: the buyer's market from the operation's @inContext directive. */
export interface StorefrontContext {
  country: string;
  language: string;
  headers: Record<string, string>;
}

/** Root fields of QueryRoot and Mutation, e.g. { product: ({ handle }, ctx) => ... }. */
export type StorefrontRoot = Record<string, GraphQLFieldResolver<unknown, StorefrontContext> | unknown>;

export interface RecordedOperation {
  operationName: string | null;
  query: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
  path: string;
}

export type FaultMode =
  | { kind: 'status'; status: number }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'malformed-json' }
  /** Any body, e.g. an HTML error page from a proxy in front of the shop. */
  | { kind: 'raw'; status: number; contentType: string; body: string }
  | { kind: 'graphql-errors'; code?: string; message?: string };

export interface StorefrontMockOptions {
  root: StorefrontRoot;
  accessToken?: string;
  apiVersion?: string;
  /** Market when an operation has no @inContext: the shop's home country. */
  defaultCountry?: string;
}

interface ActiveFault {
  mode: FaultMode;
  remaining: number;
}

export class StorefrontMockServer {
  readonly operations: RecordedOperation[] = [];
  private activeFault: ActiveFault | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly options: Required<StorefrontMockOptions>,
  ) {}

  static async start(options: StorefrontMockOptions): Promise<StorefrontMockServer> {
    const settings = { accessToken: MOCK_PUBLIC_TOKEN, apiVersion: STOREFRONT_API_VERSION, defaultCountry: 'AU', ...options };
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const mock = new StorefrontMockServer(server, `http://127.0.0.1:${port}`, settings);
    server.on('request', (req, res) => void mock.handle(req, res));
    return mock;
  }

  /** Settings for createShopifyClient that match this server. */
  get clientConfig() {
    return { storeDomain: MOCK_STORE_DOMAIN, publicToken: this.options.accessToken, apiVersion: this.options.apiVersion };
  }

  /** A fetch that sends the client's https://{store}/api/... requests to this server instead. */
  readonly fetch: typeof fetch = (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input));
    return fetch(`${this.url}${target.pathname}${target.search}`, init);
  };

  /** Answers the next `times` requests (every request when omitted) with the fault. */
  fault(mode: FaultMode, times = Number.POSITIVE_INFINITY): void {
    this.activeFault = { mode, remaining: times };
  }

  heal(): void {
    this.activeFault = null;
  }

  /** Forgets recorded operations and any fault. */
  reset(): void {
    this.operations.length = 0;
    this.heal();
  }

  operationsNamed(name: string): RecordedOperation[] {
    return this.operations.filter((op) => op.operationName === name);
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private takeFault(): FaultMode | null {
    const fault = this.activeFault;
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.activeFault = null;
    return fault.mode;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', this.url).pathname;
    if (path !== `/api/${this.options.apiVersion}/graphql.json`) return send(res, 404, { errors: 'Not Found' });
    if (req.method !== 'POST') return send(res, 405, { errors: 'Method Not Allowed' });
    const headers = flatHeaders(req);
    const body = await readJson(req);
    if (!body || typeof body.query !== 'string') return send(res, 400, { errors: { query: 'Required parameter missing or invalid' } });
    const variables = isRecord(body.variables) ? body.variables : {};
    const document = tryParse(body.query);
    const operation = document instanceof GraphQLError ? null : getOperationAST(document, typeof body.operationName === 'string' ? body.operationName : undefined);
    this.operations.push({ operationName: operation?.name?.value ?? null, query: body.query, variables, headers, path });

    if (headers['x-shopify-storefront-access-token'] !== this.options.accessToken) {
      return send(res, 401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    }
    const fault = this.takeFault();
    if (fault) return this.answerFault(res, fault, () => this.answer(res, document, variables, headers));
    return this.answer(res, document, variables, headers);
  }

  private async answer(res: ServerResponse, document: DocumentNode | GraphQLError, variables: Record<string, unknown>, headers: Record<string, string>) {
    if (document instanceof GraphQLError) return send(res, 200, { errors: [{ message: document.message, extensions: { code: 'parseError' } }] });
    const invalid = validated(document);
    if (invalid.length > 0) return send(res, 200, { errors: invalid.map((e) => ({ message: e.message, locations: e.locations, extensions: { code: 'invalidQuery' } })) });
    const context: StorefrontContext = { ...inContext(document, variables, this.options.defaultCountry), headers };
    const result = await execute({ schema: storefrontSchema(), document, rootValue: this.options.root, contextValue: context, variableValues: variables });
    return send(res, 200, result.errors ? { data: result.data ?? null, errors: result.errors.map((e) => e.toJSON()) } : { data: result.data });
  }

  private answerFault(res: ServerResponse, fault: FaultMode, normal: () => unknown) {
    switch (fault.kind) {
      case 'status':
        return send(res, fault.status, { errors: `Upstream fault ${fault.status}` });
      case 'malformed-json':
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        return void res.end('{"data": {"product": {"title": "Trunc');
      case 'raw':
        res.writeHead(fault.status, { 'content-type': fault.contentType });
        return void res.end(fault.body);
      case 'graphql-errors':
        return send(res, 200, {
          errors: [{ message: fault.message ?? 'Internal error. Looks like something went wrong on our end.', extensions: { code: fault.code ?? 'INTERNAL_SERVER_ERROR' } }],
        });
      case 'slow': {
        const timer = setTimeout(() => (this.timers.delete(timer), void normal()), fault.delayMs);
        this.timers.add(timer);
        return;
      }
    }
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function flatHeaders(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(req.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

// The adapters send a handful of distinct documents: each is parsed and validated once, so a
// sandbox under load spends its time answering, not re-reading the same query text.
const parsedDocuments = new Map<string, DocumentNode | GraphQLError>();
const validations = new WeakMap<DocumentNode, readonly GraphQLError[]>();

function validated(document: DocumentNode): readonly GraphQLError[] {
  let errors = validations.get(document);
  if (!errors) validations.set(document, (errors = validate(storefrontSchema(), document)));
  return errors;
}

function tryParse(query: string): DocumentNode | GraphQLError {
  const known = parsedDocuments.get(query);
  if (known) return known;
  let document: DocumentNode | GraphQLError;
  try {
    document = parse(query);
  } catch (error) {
    document = error instanceof GraphQLError ? error : new GraphQLError(String(error));
  }
  if (parsedDocuments.size < 500) parsedDocuments.set(query, document);
  return document;
}

/** Country and language of the operation's @inContext directive, as Shopify would apply them. */
function inContext(document: DocumentNode, variables: Record<string, unknown>, defaultCountry: string): { country: string; language: string } {
  const directive = getOperationAST(document)?.directives?.find((d) => d.name.value === 'inContext');
  const args = Object.fromEntries((directive?.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value, variables)]));
  return {
    country: typeof args.country === 'string' ? args.country : defaultCountry,
    language: typeof args.language === 'string' ? args.language : 'EN',
  };
}
