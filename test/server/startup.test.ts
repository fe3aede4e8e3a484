// src/server/main.ts refuses a bad configuration at start-up: one line on stderr naming the
// variable, exit code 1, and no server.
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

function startWith(env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/main.ts'],
      { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', PORT: '0', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

describe('start-up with a bad configuration', () => {
  it.concurrent.each<{ env: Record<string, string>; names: string }>([
    { env: { PORT: 'eighty' }, names: 'PORT' },
    { env: { SHOPIFY_STORE_DOMAIN: 'my-shop.myshopify.com' }, names: 'SHOPIFY_STOREFRONT_API_TOKEN' },
    { env: { NODE_ENV: 'production' }, names: 'SESSION_SECRET' },
  ])('$env prints one line naming $names and exits 1', async ({ env, names }) => {
    const { code, stdout, stderr } = await startWith(env);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: /);
    expect(lines[0]).toContain(names);
  }, 60_000);
});
