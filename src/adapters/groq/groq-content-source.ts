// The embedded ContentSource: the production GROQ, evaluated by groq-js over the NDJSON export
// loaded once at start. The export never changes while the process runs, so queries are parsed
// once, both perspectives are precomputed, and each raw answer is evaluated once (a bounded memo:
// slugs come from URLs). Each answer is decoded once too, and frozen (query-content-source.ts).
import { evaluate, parse, type ExprNode } from 'groq-js';
import { LRUCache } from 'lru-cache';
import type { ContentQuery } from '../../application/ports';
import { QueryContentSource } from './query-content-source';
import { readNdjsonFile } from './ndjson-export';
import { documentsInPerspective, type Perspective, type StoredDocument } from './perspective';
import { CONTENT_QUERIES, type ContentQueryName } from './queries';

const PARSED = Object.fromEntries(Object.entries(CONTENT_QUERIES).map(([name, query]) => [name, parse(query)])) as Record<
  ContentQueryName,
  ExprNode
>;

const MEMO_LIMIT = 2000;

export class GroqContentSource extends QueryContentSource {
  private readonly views: Record<Perspective, StoredDocument[]>;
  private readonly answers = new LRUCache<string, Promise<unknown>>({ max: MEMO_LIMIT });

  static async fromNdjsonFile(path: string): Promise<GroqContentSource> {
    return new GroqContentSource(await readNdjsonFile(path));
  }

  constructor(documents: readonly StoredDocument[]) {
    super();
    this.views = { published: documentsInPerspective(documents, 'published'), drafts: documentsInPerspective(documents, 'drafts') };
  }

  protected run(name: ContentQueryName, params: Record<string, unknown>, query: ContentQuery): Promise<unknown> {
    const perspective = perspectiveOf(query);
    const key = `${perspective} ${name} ${JSON.stringify(params)}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = this.evaluate(name, params, perspective);
      const kept = answer;
      kept.catch(() => {
        if (this.answers.peek(key) === kept) this.answers.delete(key);
      });
      this.answers.set(key, kept);
    }
    return answer;
  }

  private async evaluate(name: ContentQueryName, params: Record<string, unknown>, perspective: Perspective): Promise<unknown> {
    const value = await evaluate(PARSED[name], { dataset: this.views[perspective], params });
    return value.get();
  }
}

const perspectiveOf = (query: ContentQuery): Perspective => (query.preview ? 'drafts' : 'published');
