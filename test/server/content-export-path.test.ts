// The shop finds its demo content from its own code, wherever it is started from.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

it('resolves the embedded content export from the code, not the working directory', async () => {
  const project = process.cwd();
  process.chdir(tmpdir());
  try {
    const { CONTENT_EXPORT } = await import('../../src/server/composition-root');
    expect(CONTENT_EXPORT).toBe(path.join(project, 'data', 'content', 'content.ndjson'));
    expect(existsSync(CONTENT_EXPORT)).toBe(true);
  } finally {
    process.chdir(project);
  }
});
