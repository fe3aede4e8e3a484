import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that test what the server does once per process (an SEO warning is logged once per page
 * type for the life of the process): each runs in a process of its own, as every file used to.
 */
const OWN_PROCESS = ['test/server/page-indexing.test.ts', 'test/server/seo-meta.test.ts'];
const EXCLUDE = [...configDefaults.exclude, 'test/e2e/**'];

export default defineConfig({
  test: {
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        // Files share their worker's modules instead of a fresh process each: the suite spends about
        // half the CPU (the server's module graph is imported once per worker, not once per file;
        // `time npx vitest run test/server/[a-b]* test/server/co*` both ways: 62 s against 31.5 s of
        // CPU). What a support module keeps for one file is forgotten when it ends
        // (test/support/per-file-state.ts); shuffled file orders pass (`--sequence.shuffle.files`).
        test: { name: 'shared', include: ['test/**/*.test.{ts,tsx}'], exclude: [...EXCLUDE, ...OWN_PROCESS], isolate: false },
      },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS, exclude: EXCLUDE, isolate: true } },
    ],
  },
});
