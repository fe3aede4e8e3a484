// Product search: a Typesense cluster when its nodes and search-only key are set, else the demo
// catalogue indexed in process.
import { z } from 'zod';
import { optional, secret, valueThat } from './values';
import { providerSettings, withOptional } from './provider-settings';

export interface TypesenseNode {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export type SearchConfig =
  | { kind: 'embedded' }
  | { kind: 'typesense'; nodes: TypesenseNode[]; searchOnlyKey: string; collection: string; adminKey?: string };

const NODE_PATTERN = /^(https?):\/\/([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):(\d{1,5})\/?$/;

const typesenseNodes = z.string().transform((list, ctx): TypesenseNode[] => {
  const nodes: TypesenseNode[] = [];
  for (const entry of list.split(',').map((part) => part.trim())) {
    const match = NODE_PATTERN.exec(entry);
    const port = Number(match?.[3]);
    if (!match || port < 1 || port > 65535) {
      ctx.addIssue({ code: 'custom', message: `${JSON.stringify(entry)} is not a valid node URL (expected http(s)://host:port)` });
      return z.NEVER;
    }
    nodes.push({ protocol: match[1] as 'http' | 'https', host: match[2]!, port });
  }
  return nodes;
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const searchSettings = providerSettings({
  port: 'search',
  variables: {
    TYPESENSE_NODES: optional(typesenseNodes),
    TYPESENSE_SEARCH_ONLY_KEY: optional(secret()),
    TYPESENSE_COLLECTION: optional(valueThat('a valid collection name (expected letters, digits, - and _)', (v) => /^[A-Za-z0-9_-]+$/.test(v))),
    TYPESENSE_ADMIN_KEY: optional(secret()),
  },
  together: {
    variables: ['TYPESENSE_NODES', 'TYPESENSE_SEARCH_ONLY_KEY', 'TYPESENSE_COLLECTION', 'TYPESENSE_ADMIN_KEY'],
    required: ['TYPESENSE_NODES', 'TYPESENSE_SEARCH_ONLY_KEY'],
  },
  read: (vars): SearchConfig =>
    vars.TYPESENSE_NODES && vars.TYPESENSE_SEARCH_ONLY_KEY
      ? withOptional(
          {
            kind: 'typesense' as const,
            nodes: vars.TYPESENSE_NODES,
            searchOnlyKey: vars.TYPESENSE_SEARCH_ONLY_KEY,
            collection: vars.TYPESENSE_COLLECTION ?? 'products',
          },
          'adminKey',
          vars.TYPESENSE_ADMIN_KEY,
        )
      : { kind: 'embedded' },
  describe: (search) =>
    search.kind === 'typesense'
      ? `typesense (${plural(search.nodes.length, 'node')}, collection ${search.collection})`
      : 'embedded (columnar index over the demo catalogue)',
});
