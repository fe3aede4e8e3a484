// Issue 32: the README's architecture section says where each kind of thing lives and matches the
// folders. Every folder of src's layers is named there, and every path it names exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const architecture = readme.slice(readme.indexOf('## Architecture'), readme.indexOf('\n## ', readme.indexOf('## Architecture') + 1));
const folders = (layer: string) =>
  readdirSync(path.join(root, 'src', layer), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe("the README's architecture section", () => {
  it.each(['adapters', 'application', 'server'])('names every folder of src/%s', (layer) => {
    expect(folders(layer).filter((name) => !architecture.includes(`${name}/`))).toEqual([]);
  });

  it('names only paths that exist', () => {
    const named = [...architecture.matchAll(/`((?:src|test|scripts)\/[\w./-]+)`/g)].map((m) => m[1]!.replace(/<[^>]*>/g, ''));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => !existsSync(path.join(root, name)))).toEqual([]);
  });
});
