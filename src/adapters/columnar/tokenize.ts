// Text normalisation shared by indexing and querying: accents folded, lower case, split on
// anything that is not a letter or digit ('FEN-0014432401' gives 'fen' and '0014432401').

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_ASCII = /[^\x00-\x7f]/;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
const ASCII_SEPARATORS = /[^a-z0-9]+/;

export function normalize(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFKD').replace(COMBINING_MARKS, '') : lower;
}

export function tokenize(text: string): string[] {
  const normal = normalize(text);
  return normal.split(NON_ASCII.test(normal) ? SEPARATORS : ASCII_SEPARATORS).filter((token) => token !== '');
}
