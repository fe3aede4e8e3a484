// Shopify's Admin GraphQL API, the part the saved-items adapter speaks, as a local stand-in: the
// customer metafield query and metafieldsSet with compareDigest. Documents are validated against
// a subset of the Admin API schema written out from Shopify's reference (the shipped schema of
// @shopify/hydrogen-react is the Storefront API's only); answers are the real envelope and shapes,
// including the STALE_OBJECT user error a stale compareDigest gets and the 401 of a wrong token.
import { createHash } from 'node:crypto';
import { buildSchema, execute, parse, validate, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { json, type StandInAnswer } from './recording-http-server';

export const ADMIN_API_PATH = /^\/admin\/api\/\d{4}-\d{2}\/graphql\.json$/;

/** Admin API 2026-04, only the types the saved-items documents use. */
export const ADMIN_SCHEMA_SUBSET = `
  type Query { customer(id: ID!): Customer }
  type Mutation { metafieldsSet(metafields: [MetafieldsSetInput!]!): MetafieldsSetPayload }
  type Customer { id: ID! metafield(namespace: String, key: String!): Metafield }
  type Metafield { id: ID! namespace: String! key: String! type: String! value: String! compareDigest: String! }
  input MetafieldsSetInput { ownerId: ID! namespace: String key: String! type: String value: String! compareDigest: String }
  type MetafieldsSetPayload { metafields: [Metafield!] userErrors: [MetafieldsSetUserError!]! }
  type MetafieldsSetUserError { field: [String!] message: String! code: MetafieldsSetUserErrorCode }
  enum MetafieldsSetUserErrorCode { BLANK INVALID INVALID_TYPE INVALID_VALUE STALE_OBJECT TOO_LONG LESS_THAN_OR_EQUAL_TO }
`;

let schema: GraphQLSchema | undefined;
const adminSchema = () => (schema ??= buildSchema(ADMIN_SCHEMA_SUBSET));

/** Shopify caps a json metafield's value; 128 KB is the limit for the json type. */
export const MAX_JSON_VALUE_BYTES = 128 * 1024;

interface StoredMetafield {
  id: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
  compareDigest: string;
}

const requestBody = z.object({ query: z.string(), variables: z.record(z.string(), z.unknown()).optional(), operationName: z.string().optional() });
const digestOf = (value: string) => createHash('sha256').update(value).digest('hex');

export class ShopifyAdminBackend {
  readonly metafields = new Map<string, StoredMetafield>();
  private next = 1;
  /** Hook for tests: runs before each metafieldsSet is applied (say, another copy's write in between). */
  beforeSet: (() => void) | null = null;

  constructor(
    private readonly token: string,
    private readonly customerExists: (id: string) => boolean,
  ) {}

  /** Writes a metafield as another client would (tests: a concurrent change). */
  put(ownerId: string, namespace: string, key: string, value: string): void {
    const id = `gid://shopify/Metafield/${this.next++}`;
    this.metafields.set(`${ownerId}|${namespace}.${key}`, { id, namespace, key, type: 'json', value, compareDigest: digestOf(value) });
  }

  answer(request: { method: string; path: string; headers: Record<string, string | string[] | undefined>; body: string }): StandInAnswer {
    if (request.method !== 'POST' || !ADMIN_API_PATH.test(request.path)) return { status: 404, body: 'Not Found' };
    if (request.headers['x-shopify-access-token'] !== this.token) return json({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' }, 401);
    let body: z.infer<typeof requestBody>;
    try {
      body = requestBody.parse(JSON.parse(request.body));
    } catch {
      return json({ errors: { query: 'Required parameter missing or invalid' } }, 400);
    }
    let document;
    try {
      document = parse(body.query);
    } catch (error) {
      return json({ errors: [{ message: (error as Error).message }] });
    }
    const problems = validate(adminSchema(), document);
    if (problems.length > 0) return json({ errors: problems.map((problem) => ({ message: problem.message })) });
    const result = execute({ schema: adminSchema(), document, variableValues: body.variables ?? {}, rootValue: this.root() }) as { data?: unknown; errors?: readonly { message: string }[] };
    return json({ ...(result.data !== undefined ? { data: result.data } : {}), ...(result.errors ? { errors: result.errors.map((e) => ({ message: e.message })) } : {}) });
  }

  private root() {
    return {
      customer: ({ id }: { id: string }) =>
        this.customerExists(id)
          ? { id, metafield: ({ namespace, key }: { namespace?: string; key: string }) => this.metafields.get(`${id}|${namespace ?? '$app'}.${key}`) ?? null }
          : null,
      metafieldsSet: ({ metafields }: { metafields: Array<{ ownerId: string; namespace?: string; key: string; type?: string; value: string; compareDigest?: string | null }> }) => {
        this.beforeSet?.();
        const userErrors: Array<{ field: string[]; message: string; code: string }> = [];
        metafields.forEach((input, i) => {
          const known = this.metafields.get(`${input.ownerId}|${input.namespace ?? '$app'}.${input.key}`);
          if (!this.customerExists(input.ownerId)) userErrors.push({ field: ['metafields', String(i), 'ownerId'], message: 'Owner does not exist.', code: 'INVALID' });
          else if (input.compareDigest !== undefined && (input.compareDigest ?? null) !== (known?.compareDigest ?? null))
            userErrors.push({ field: ['metafields', String(i)], message: 'The resource has been updated since it was loaded. Try again with an updated `compareDigest` value.', code: 'STALE_OBJECT' });
          else if (Buffer.byteLength(input.value) > MAX_JSON_VALUE_BYTES) userErrors.push({ field: ['metafields', String(i), 'value'], message: 'Value is too long.', code: 'TOO_LONG' });
          else if (input.type === 'json' && !isJson(input.value)) userErrors.push({ field: ['metafields', String(i), 'value'], message: 'Value must be valid JSON.', code: 'INVALID_VALUE' });
        });
        if (userErrors.length > 0) return { metafields: [], userErrors };
        const stored = metafields.map((input) => {
          const key = `${input.ownerId}|${input.namespace ?? '$app'}.${input.key}`;
          const field: StoredMetafield = { id: this.metafields.get(key)?.id ?? `gid://shopify/Metafield/${this.next++}`, namespace: input.namespace ?? '$app', key: input.key, type: input.type ?? 'json', value: input.value, compareDigest: digestOf(input.value) };
          this.metafields.set(key, field);
          return field;
        });
        return { metafields: stored, userErrors: [] };
      },
    };
  }
}

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
