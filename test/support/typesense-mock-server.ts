// A local stand-in for a Typesense node on 127.0.0.1. It answers in Typesense's shapes (hits with
// document and text_match, found, facet_counts with stats, grouped_hits when grouping) and is strict
// about what the storefront must send (issue 4), written out here rather than taken from the code
// under test: API key header, query_by exactly title,description,sid,option_values,body_shape with
// weights 10,1,1,1,1 (the spec's three, then the options and model line of issue 30), num_typos
// 1, a sort_by of at most three sortable fields whose relevance sort is exactly text match, then
// globalSortOverride, then globalSortOrder, enable_overrides a boolean and true only with relevance,
// known facet fields, per_page (0..250) and page always given, and a filter_by its strict parser
// accepts (backtick-quoted values, '&&' between clauses). A request breaking a rule gets
// Typesense's 400 and is recorded in `violations`, so a test can assert none happened.
// Text matching reuses the embedded engine's TextIndex; everything else is evaluated here.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TextIndex } from '../../src/adapters/columnar/text-index';
import type { CollectionField, CollectionSchema } from '../../src/adapters/typesense/collection-schema';
import type { TypesenseNode } from '../../src/adapters/typesense/typesense-client';

type Doc = Record<string, unknown>;

interface Collection {
  schema: CollectionSchema;
  docs: Map<string, Doc>;
  text?: { index: TextIndex; order: Doc[] };
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  apiKey: string | undefined;
}

type Fault = { kind: 'status'; status: number; message: string } | { kind: 'delay'; ms: number } | { kind: 'body'; body: unknown };

export interface TypesenseMock {
  node: TypesenseNode;
  url: string;
  searchKey: string;
  adminKey: string;
  requests: RecordedRequest[];
  /** Every search parameter the mock refused, with the reason. */
  violations: string[];
  /** Search parameter sets received, multi-search entries flattened. */
  searches(): Record<string, string>[];
  seed(name: string, schema: CollectionSchema, docs: readonly Doc[]): void;
  collection(name: string): { schema: CollectionSchema; docs: Doc[] } | undefined;
  /** The next `times` requests (health checks excepted) meet this fault instead of an answer. */
  fault(fault: Fault, times?: number): void;
  /** Drops the faults not yet served. */
  clearFaults(): void;
  close(): Promise<void>;
}

const MAX_PER_PAGE = 250;
const EXPECTED = {
  query_by: 'title,description,sid,option_values,body_shape',
  query_by_weights: '10,1,1,1,1',
  num_typos: '1',
  relevance: '_text_match:desc,globalSortOverride:desc,globalSortOrder:asc',
};
/** Text matching as query_by and its weights say. */
const TEXT_FIELDS = [
  { field: 'title', weight: 10 },
  { field: 'description', weight: 1 },
  { field: 'sid', weight: 1 },
  { field: 'option_values', weight: 1 },
  { field: 'body_shape', weight: 1 },
];

class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

// ---- filter_by --------------------------------------------------------------------------------

type Predicate = (doc: Doc) => boolean;

/** Parses 'a:=`x` && b:=[`y`,`z`] && price:[1..2] && price:>=3' strictly, as Typesense would. */
export function parseFilter(filter: string, schema: CollectionSchema): Predicate {
  if (filter.trim() === '') return () => true;
  const clauses: Predicate[] = [];
  let rest = filter.trim();
  while (rest !== '') {
    const { predicate, remainder } = parseClause(rest, schema);
    clauses.push(predicate);
    rest = remainder.trim();
    if (rest === '') break;
    if (!rest.startsWith('&&')) throw new BadRequest('Could not parse the filter query.');
    rest = rest.slice(2).trim();
    if (rest === '') throw new BadRequest('Could not parse the filter query.');
  }
  return (doc) => clauses.every((clause) => clause(doc));
}

function parseValue(text: string): { value: string; remainder: string } {
  if (text.startsWith('`')) {
    const end = text.indexOf('`', 1);
    if (end === -1) throw new BadRequest('Could not parse the filter query: unbalanced backtick.');
    return { value: text.slice(1, end), remainder: text.slice(end + 1) };
  }
  const match = /^[^\s,[\]&|()`]+/.exec(text);
  if (!match) throw new BadRequest('Could not parse the filter query.');
  return { value: match[0], remainder: text.slice(match[0].length) };
}

function parseClause(text: string, schema: CollectionSchema): { predicate: Predicate; remainder: string } {
  const head = /^([A-Za-z_][A-Za-z0-9_.]*)\s*:\s*/.exec(text);
  if (!head) throw new BadRequest('Could not parse the filter query.');
  const name = head[1]!;
  const field = schema.fields.find((f) => f.name === name);
  if (!field) throw new BadRequest(`Could not find a filter field named \`${name}\` in the schema.`);
  let rest = text.slice(head[0].length);
  if (field.type === 'float' || field.type === 'int32') {
    const range = /^\[\s*(-?\d+(?:\.\d+)?)\s*\.\.\s*(-?\d+(?:\.\d+)?)\s*\]/.exec(rest);
    if (range) {
      const [low, high] = [Number(range[1]), Number(range[2])];
      return { predicate: (doc) => Number(doc[name]) >= low && Number(doc[name]) <= high, remainder: rest.slice(range[0].length) };
    }
    const compare = /^(>=|<=|>|<|=)\s*(-?\d+(?:\.\d+)?)/.exec(rest);
    if (!compare) throw new BadRequest('Could not parse the filter query.');
    const bound = Number(compare[2]);
    const test = { '>=': (v: number) => v >= bound, '<=': (v: number) => v <= bound, '>': (v: number) => v > bound, '<': (v: number) => v < bound, '=': (v: number) => v === bound }[compare[1] as '>='];
    return { predicate: (doc) => test(Number(doc[name])), remainder: rest.slice(compare[0].length) };
  }
  if (rest.startsWith('=')) rest = rest.slice(1).trimStart();
  const values: string[] = [];
  if (rest.startsWith('[')) {
    rest = rest.slice(1).trimStart();
    for (;;) {
      const parsed = parseValue(rest);
      values.push(parsed.value);
      rest = parsed.remainder.trimStart();
      if (rest.startsWith(',')) rest = rest.slice(1).trimStart();
      else if (rest.startsWith(']')) {
        rest = rest.slice(1);
        break;
      } else throw new BadRequest('Could not parse the filter query.');
    }
  } else {
    const parsed = parseValue(rest);
    values.push(parsed.value);
    rest = parsed.remainder;
  }
  if (field.type === 'bool' && values.some((v) => v !== 'true' && v !== 'false')) throw new BadRequest(`Value of filter field \`${name}\` must be \`true\` or \`false\`.`);
  const predicate: Predicate = (doc) => {
    const held = doc[name];
    const list = Array.isArray(held) ? held.map(String) : held === undefined || held === null ? [] : [String(held)];
    return list.some((v) => values.includes(v));
  };
  return { predicate, remainder: rest };
}

// ---- searching ----------------------------------------------------------------------------------

function requireParam(params: Record<string, string>, name: string, expected?: string): string {
  const value = params[name];
  if (value === undefined) throw new BadRequest(`Parameter \`${name}\` is required.`);
  if (expected !== undefined && value !== expected) throw new BadRequest(`Parameter \`${name}\` must be \`${expected}\` here, got \`${value}\`.`);
  return value;
}

/** An integer in [min, max]; required unless it has a fallback (the storefront must always send per_page and page). */
function integerParam(params: Record<string, string>, name: string, min: number, max: number, fallback?: number): number {
  const raw = params[name];
  if (raw === undefined) {
    if (fallback === undefined) throw new BadRequest(`Parameter \`${name}\` is required.`);
    return fallback;
  }
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new BadRequest(name === 'per_page' ? `Only upto ${MAX_PER_PAGE} hits can be fetched per page.` : `Parameter \`${name}\` is malformed.`);
  }
  return Number(raw);
}

function sortKeys(sortBy: string, schema: CollectionSchema): { field: string; descending: boolean }[] {
  const keys = sortBy.split(',').map((part) => {
    const match = /^([A-Za-z_][A-Za-z0-9_.]*):(asc|desc)$/.exec(part.trim());
    if (!match) throw new BadRequest('Parameter `sort_by` is malformed.');
    const field = match[1]!;
    const known = field === '_text_match' || schema.fields.some((f) => f.name === field && (f.type === 'float' || f.type === 'int32'));
    if (!known) throw new BadRequest(`Could not find a field named \`${field}\` in the schema for sorting.`);
    return { field, descending: match[2] === 'desc' };
  });
  if (keys.length > 3) throw new BadRequest('Only upto 3 sort_by fields can be specified.');
  return keys;
}

function textIndexOf(collection: Collection): { index: TextIndex; order: Doc[] } {
  if (!collection.text) {
    const order = [...collection.docs.values()];
    collection.text = { index: TextIndex.build(order, TEXT_FIELDS), order };
  }
  return collection.text;
}

function facetCounts(docs: readonly Doc[], fields: readonly CollectionField[], maxValues: number, facetQuery: { field: string; text: string } | null) {
  return fields.map((field) => {
    const counts = new Map<string, number>();
    const numbers: number[] = [];
    for (const doc of docs) {
      const held = doc[field.name];
      if (held === undefined || held === null) continue;
      for (const value of Array.isArray(held) ? held : [held]) {
        counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
        if (typeof value === 'number') numbers.push(value);
      }
    }
    let entries = [...counts].map(([value, count]) => ({ value, count, highlighted: value }));
    if (facetQuery && facetQuery.field === field.name) {
      const wanted = facetQuery.text.toLowerCase();
      entries = entries.filter((e) => e.value.toLowerCase().split(/\s+/).some((word) => word.startsWith(wanted)) || e.value.toLowerCase().startsWith(wanted));
    }
    entries.sort((a, b) => b.count - a.count);
    const stats = numbers.length
      ? { min: Math.min(...numbers), max: Math.max(...numbers), sum: numbers.reduce((a, b) => a + b, 0), avg: numbers.reduce((a, b) => a + b, 0) / numbers.length, total_values: counts.size }
      : { total_values: counts.size };
    return { field_name: field.name, sampled: false, counts: entries.slice(0, maxValues), stats };
  });
}

function runSearch(collections: Map<string, Collection>, params: Record<string, string>): unknown {
  const name = requireParam(params, 'collection');
  const collection = collections.get(name);
  if (!collection) throw new BadRequest(`Could not find a collection named \`${name}\`.`, 404);
  const { schema } = collection;
  const q = requireParam(params, 'q');
  requireParam(params, 'query_by', EXPECTED.query_by);
  requireParam(params, 'query_by_weights', EXPECTED.query_by_weights);
  requireParam(params, 'num_typos', EXPECTED.num_typos);
  const sortBy = requireParam(params, 'sort_by');
  const keys = sortKeys(sortBy, schema);
  const relevance = keys[0]?.field === '_text_match';
  if (relevance && sortBy !== EXPECTED.relevance) throw new BadRequest(`Parameter \`sort_by\` must be \`${EXPECTED.relevance}\` for relevance, got \`${sortBy}\`.`);
  // Typesense takes enable_overrides as a boolean with any sort (false only switches curation off).
  // The storefront's own rule is narrower: curation only under 'Relevance', where pinned products
  // belong; a complete list (sitemap, related products) asks for relevance without it.
  const overrides = requireParam(params, 'enable_overrides');
  if (overrides !== 'true' && overrides !== 'false') throw new BadRequest(`Parameter \`enable_overrides\` must be a boolean, got \`${overrides}\`.`);
  if (overrides === 'true' && !relevance) throw new BadRequest(`enable_overrides must be false for sort_by \`${sortBy}\`: curation applies to relevance only.`);
  const perPage = integerParam(params, 'per_page', 0, MAX_PER_PAGE);
  const page = integerParam(params, 'page', 1, 10_000);
  const maxFacetValues = integerParam(params, 'max_facet_values', 1, 1000, 10);
  const facetFields = (params.facet_by ?? '').split(',').filter(Boolean).map((fieldName) => {
    const field = schema.fields.find((f) => f.name === fieldName && f.facet);
    if (!field) throw new BadRequest(`Could not find a facet field named \`${fieldName}\` in the schema.`);
    return field;
  });
  let facetQuery: { field: string; text: string } | null = null;
  if (params.facet_query !== undefined) {
    const at = params.facet_query.indexOf(':');
    const field = params.facet_query.slice(0, at);
    if (at < 1 || !facetFields.some((f) => f.name === field)) throw new BadRequest('Facet query refers to a facet field that is not part of `facet_by` parameter.');
    facetQuery = { field, text: params.facet_query.slice(at + 1).trim() };
  }
  const predicate = parseFilter(params.filter_by ?? '', schema);

  const { index, order } = textIndexOf(collection);
  const score = new Map<Doc, number>();
  if (q.trim() === '*' || q.trim() === '') order.forEach((doc) => score.set(doc, 0));
  else {
    const match = index.match(q);
    match.ids.forEach((id, i) => score.set(order[id]!, Math.round(match.scores[i]! * 1000)));
  }
  const matches = order.filter((doc) => score.has(doc) && predicate(doc));
  const position = new Map(order.map((doc, i) => [doc, i]));
  matches.sort((a, b) => {
    for (const { field, descending } of keys) {
      const [x, y] = field === '_text_match' ? [score.get(a)!, score.get(b)!] : [Number(a[field]), Number(b[field])];
      if (x !== y) return descending ? y - x : x - y;
    }
    return position.get(a)! - position.get(b)!;
  });
  const excluded = new Set((params.exclude_fields ?? '').split(',').filter(Boolean));
  const hits = matches.slice((page - 1) * perPage, page * perPage).map((doc) => ({
    document: Object.fromEntries(Object.entries(doc).filter(([key]) => !excluded.has(key))),
    highlight: {},
    highlights: [],
    text_match: score.get(doc) ?? 0,
  }));
  const common = { facet_counts: facetCounts(matches, facetFields, maxFacetValues, facetQuery), found: matches.length, out_of: order.length, page, request_params: { collection_name: name, per_page: perPage, q }, search_time_ms: 0 };
  if (params.group_by) return { ...common, grouped_hits: hits.map((hit) => ({ group_key: [String(hit.document[params.group_by!])], hits: [hit], found: 1 })) };
  return { ...common, hits };
}

const asParams = (entry: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));

// ---- the server ---------------------------------------------------------------------------------

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startTypesenseMock(options: { searchKey?: string; adminKey?: string } = {}): Promise<TypesenseMock> {
  const searchKey = options.searchKey ?? 'search-only-test-key';
  const adminKey = options.adminKey ?? 'admin-test-key';
  const collections = new Map<string, Collection>();
  const requests: RecordedRequest[] = [];
  const violations: string[] = [];
  const faults: Fault[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    const raw = req.method === 'GET' ? '' : await readBody(req);
    const apiKey = (req.headers['x-typesense-api-key'] as string | undefined) ?? url.searchParams.get('x-typesense-api-key') ?? undefined;
    let body: unknown = raw;
    try {
      body = raw && !path.endsWith('/import') ? JSON.parse(raw) : raw;
    } catch {
      /* kept as text */
    }
    requests.push({ method: req.method ?? 'GET', path, query: Object.fromEntries(url.searchParams), body, apiKey });
    if (path === '/health') return send(res, 200, { ok: true });

    const fault = faults.shift();
    if (fault?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    if (fault?.kind === 'status') return send(res, fault.status, { message: fault.message });
    if (fault?.kind === 'body') return send(res, 200, fault.body);

    const admin = apiKey === adminKey;
    if (!admin && apiKey !== searchKey) return send(res, 401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' });
    const refuse = (error: unknown) => {
      if (!(error instanceof BadRequest)) throw error;
      violations.push(error.message);
      return { message: error.message, status: error.status };
    };

    if (req.method === 'POST' && path === '/multi_search') {
      const searches = ((body as { searches?: Record<string, unknown>[] })?.searches ?? []).map((entry) => ({ ...Object.fromEntries(url.searchParams), ...asParams(entry) }));
      const results = searches.map((params) => {
        try {
          return runSearch(collections, params);
        } catch (error) {
          const refused = refuse(error);
          return { error: refused.message, code: refused.status };
        }
      });
      return send(res, 200, { results });
    }
    const searchPath = /^\/collections\/([^/]+)\/documents\/search$/.exec(path);
    if (req.method === 'GET' && searchPath) {
      try {
        return send(res, 200, runSearch(collections, { ...Object.fromEntries(url.searchParams), collection: decodeURIComponent(searchPath[1]!) }));
      } catch (error) {
        const refused = refuse(error);
        return send(res, refused.status, { message: refused.message });
      }
    }

    if (!admin) return send(res, 401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' });
    const one = /^\/collections\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const found = collections.get(decodeURIComponent(one[1]!));
      return found ? send(res, 200, { ...found.schema, num_documents: found.docs.size }) : send(res, 404, { message: 'Not Found' });
    }
    if (req.method === 'POST' && path === '/collections') {
      const schema = body as CollectionSchema;
      if (collections.has(schema.name)) return send(res, 409, { message: `A collection with name \`${schema.name}\` already exists.` });
      collections.set(schema.name, { schema, docs: new Map() });
      return send(res, 201, schema);
    }
    if (req.method === 'PATCH' && one) {
      const found = collections.get(decodeURIComponent(one[1]!));
      if (!found) return send(res, 404, { message: 'Not Found' });
      const fields = (body as { fields?: CollectionField[] }).fields ?? [];
      found.schema = { ...found.schema, fields: [...found.schema.fields, ...fields.filter((f) => !found.schema.fields.some((g) => g.name === f.name))] };
      return send(res, 200, { fields });
    }
    const importPath = /^\/collections\/([^/]+)\/documents\/import$/.exec(path);
    if (req.method === 'POST' && importPath) {
      const found = collections.get(decodeURIComponent(importPath[1]!));
      if (!found) return send(res, 404, { message: 'Not Found' });
      const lines = String(body).split('\n').filter((line) => line.trim() !== '');
      const results = lines.map((line) => {
        try {
          const doc = JSON.parse(line) as Doc;
          const missing = found.schema.fields.find((f) => !f.optional && doc[f.name] === undefined);
          if (typeof doc.id !== 'string' || missing) return { success: false, error: `Field \`${missing?.name ?? 'id'}\` has been declared in the schema, but is not found in the document.`, document: line };
          found.docs.set(doc.id, doc);
          return { success: true };
        } catch {
          return { success: false, error: 'Bad JSON.', document: line };
        }
      });
      found.text = undefined;
      return send(res, 200, results.map((r) => JSON.stringify(r)).join('\n'), 'text/plain');
    }
    return send(res, 404, { message: 'Not Found' });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { message: error instanceof Error ? error.message : 'mock failure' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    node: { host: '127.0.0.1', port, protocol: 'http' },
    url: `http://127.0.0.1:${port}`,
    searchKey,
    adminKey,
    requests,
    violations,
    searches: () =>
      requests.flatMap((r) => {
        if (r.path === '/multi_search') return ((r.body as { searches?: Record<string, unknown>[] })?.searches ?? []).map((entry) => ({ ...r.query, ...asParams(entry) }));
        const search = /^\/collections\/([^/]+)\/documents\/search$/.exec(r.path);
        return search ? [{ ...r.query, collection: decodeURIComponent(search[1]!) }] : [];
      }),
    seed(name, schema, docs) {
      collections.set(name, { schema, docs: new Map(docs.map((doc) => [String(doc.id), doc])) });
    },
    collection(name) {
      const found = collections.get(name);
      return found ? { schema: found.schema, docs: [...found.docs.values()] } : undefined;
    },
    fault(fault, times = 1) {
      for (let i = 0; i < times; i++) faults.push(fault);
    },
    clearFaults() {
      faults.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
