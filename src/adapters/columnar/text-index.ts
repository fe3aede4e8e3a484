// An inverted index over the searchable fields with the search service's matching rules: every
// query token must match (AND), the last token also as a prefix, one typo only when nothing
// matches exactly (typo_tokens_threshold 1), then tokens dropped from the right (drop_tokens_threshold 1).
// Expansions per token are capped at the 4 most frequent terms, like Typesense's max_candidates.
import { tokenize } from './tokenize';

export interface WeightedField {
  field: string;
  weight: number;
}

/** Matching documents in ascending id order, each with its text-match score. */
export interface TextMatch {
  ids: Int32Array;
  scores: Float32Array;
}

interface Candidate {
  term: number;
  quality: number;
}

const MAX_CANDIDATES = 4;
/** Tokens beyond this are ignored, as a 512-character query must stay cheap. */
const MAX_QUERY_TOKENS = 32;
const MIN_LENGTH_FOR_TYPO = 4;
/** Terms read per typo variant used as a prefix; the 4 most frequent win anyway. */
const PREFIX_SCAN_LIMIT = 64;
const QUALITY = { exact: 1, prefix: 0.8, typo: 0.5 } as const;
const EMPTY = new Int32Array(0);

export class TextIndex {
  private constructor(
    private readonly docCount: number,
    private readonly weights: Float32Array,
    private readonly terms: Map<string, number>,
    private readonly termText: string[],
    /** postings[field][term]: ascending document ids. */
    private readonly postings: Int32Array[][],
    private readonly docFreq: Int32Array,
    /** Term ids in text order, for prefix ranges. */
    private readonly sorted: Int32Array,
    /** Every character of the vocabulary: typo variants only use these. */
    private readonly alphabet: string,
  ) {
    this.scratch = { total: new Float32Array(docCount), best: new Float32Array(docCount), matched: new Uint8Array(docCount), touched: new Int32Array(docCount) };
  }

  static build(docs: readonly Record<string, unknown>[], fields: readonly WeightedField[]): TextIndex {
    const terms = new Map<string, number>();
    const lists: number[][][] = fields.map(() => []);
    /** The last document each field's term was posted for: a cheaper de-duplication than a Set per document. */
    const lastPosted: number[][] = fields.map(() => []);
    docs.forEach((doc, id) => {
      fields.forEach(({ field }, f) => {
        const perTerm = lists[f]!;
        const last = lastPosted[f]!;
        for (const token of tokenize(String(doc[field] ?? ''))) {
          let term = terms.get(token);
          if (term === undefined) {
            term = terms.size;
            terms.set(token, term);
          }
          if (last[term] === id) continue;
          last[term] = id;
          (perTerm[term] ??= []).push(id);
        }
      });
    });
    const termText = [...terms.keys()];
    const postings = lists.map((perTerm) => termText.map((_, t) => (perTerm[t] ? Int32Array.from(perTerm[t]) : EMPTY)));
    const docFreq = Int32Array.from(termText, (_, t) => postings.reduce((most, p) => Math.max(most, p[t]!.length), 0));
    const sorted = Int32Array.from(termText.map((_, t) => t).sort((a, b) => (termText[a]! < termText[b]! ? -1 : 1)));
    const alphabet = [...new Set(termText.join(''))].join('');
    return new TextIndex(docs.length, Float32Array.from(fields, (f) => f.weight), terms, termText, postings, docFreq, sorted, alphabet);
  }

  get termCount(): number {
    return this.termText.length;
  }

  match(text: string): TextMatch {
    const tokens = tokenize(text).slice(0, MAX_QUERY_TOKENS);
    for (let kept = tokens.length; kept > 0; kept--) {
      const subset = tokens.slice(0, kept);
      for (const typos of [0, 1]) {
        const result = this.matchAll(subset, typos);
        if (result.ids.length > 0) return result;
      }
    }
    return { ids: EMPTY, scores: new Float32Array(0) };
  }

  /** Reused between calls (matching is synchronous), so a query allocates only its answer. */
  private readonly scratch: { total: Float32Array; best: Float32Array; matched: Uint8Array; touched: Int32Array };

  private matchAll(tokens: string[], typos: number): TextMatch {
    const { total, best, matched, touched } = this.scratch;
    total.fill(0);
    matched.fill(0);
    for (let position = 0; position < tokens.length; position++) {
      const candidates = this.candidates(tokens[position]!, position === tokens.length - 1, typos);
      if (candidates.length === 0) return { ids: EMPTY, scores: new Float32Array(0) };
      let touchedCount = 0;
      for (const { term, quality } of candidates) {
        for (let f = 0; f < this.postings.length; f++) {
          const list = this.postings[f]![term]!;
          const score = this.weights[f]! * quality;
          for (let i = 0; i < list.length; i++) {
            const doc = list[i]!;
            if (matched[doc] !== position) continue;
            const held = best[doc]!;
            if (held === 0) touched[touchedCount++] = doc;
            if (score > held) best[doc] = score;
          }
        }
      }
      for (let i = 0; i < touchedCount; i++) {
        const doc = touched[i]!;
        matched[doc] = position + 1;
        total[doc]! += best[doc]!;
        best[doc] = 0;
      }
    }
    let count = 0;
    for (let doc = 0; doc < this.docCount; doc++) if (matched[doc] === tokens.length) touched[count++] = doc;
    const ids = touched.slice(0, count);
    const scores = new Float32Array(count);
    for (let i = 0; i < count; i++) scores[i] = total[ids[i]!]!;
    return { ids, scores };
  }

  private candidates(token: string, last: boolean, typos: number): Candidate[] {
    const exact = this.terms.get(token);
    const found: Candidate[] = exact === undefined ? [] : [{ term: exact, quality: QUALITY.exact }];
    if (last) found.push(...this.top(this.prefixTerms(token).filter((t) => t !== exact), QUALITY.prefix));
    if (typos > 0 && token.length >= MIN_LENGTH_FOR_TYPO) {
      const seen = new Set(found.map((c) => c.term));
      found.push(...this.top(this.termsWithinOneEdit(token, last).filter((t) => !seen.has(t)), QUALITY.typo));
    }
    return found;
  }

  private top(terms: number[], quality: number): Candidate[] {
    return terms
      .sort((a, b) => this.docFreq[b]! - this.docFreq[a]! || a - b)
      .slice(0, MAX_CANDIDATES)
      .map((term) => ({ term, quality }));
  }

  private prefixTerms(prefix: string, limit = Infinity): number[] {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.termText[this.sorted[mid]!]! < prefix) low = mid + 1;
      else high = mid;
    }
    const out: number[] = [];
    for (let i = low; i < this.sorted.length && out.length < limit && this.termText[this.sorted[i]!]!.startsWith(prefix); i++) out.push(this.sorted[i]!);
    return out;
  }

  /**
   * Terms one edit away, found by generating the token's one-edit variants (deletions, swaps,
   * substitutions and insertions over the vocabulary's alphabet) and looking each up; for the
   * last token each variant is also tried as a prefix.
   */
  private termsWithinOneEdit(token: string, last: boolean): number[] {
    const found = new Set<number>();
    for (const variant of oneEditVariants(token, this.alphabet)) {
      const exact = this.terms.get(variant);
      if (exact !== undefined) found.add(exact);
      if (last && variant.length >= MIN_LENGTH_FOR_TYPO - 1) for (const term of this.prefixTerms(variant, PREFIX_SCAN_LIMIT)) found.add(term);
    }
    return [...found];
  }
}

/** Every string one deletion, adjacent swap, substitution or insertion away from the token. */
export function oneEditVariants(token: string, alphabet: string): Set<string> {
  const variants = new Set<string>();
  for (let i = 0; i <= token.length; i++) {
    const head = token.slice(0, i);
    const tail = token.slice(i);
    if (tail) variants.add(head + tail.slice(1));
    if (tail.length > 1) variants.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of alphabet) {
      if (tail) variants.add(head + c + tail.slice(1));
      variants.add(head + c + tail);
    }
  }
  variants.delete(token);
  return variants;
}
