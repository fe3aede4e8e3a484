// Reads the shop's .eml files back as a mail client would: unfolded headers with RFC 2047
// encoded-words decoded, and the base64 UTF-8 body as text.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ParsedEml {
  file: string;
  raw: string;
  headers: Map<string, string>;
  text: string;
}

const decodeWords = (value: string) => value.replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=\s*/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('latin1')).replace(/[\x80-\xff]+/g, (bytes) => Buffer.from(bytes, 'latin1').toString('utf8'));

export function parseEml(raw: string, file = ''): ParsedEml {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const text = Buffer.from(raw.slice(split + 4).replace(/\r\n/g, ''), 'base64').toString('utf8').replace(/\r\n/g, '\n');
  return { file, raw, headers, text };
}

export function readOutbox(dir: string): ParsedEml[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((f) => parseEml(readFileSync(path.join(dir, f), 'utf8'), f));
}
