// `npm run test:reliability` runs these suites (not `npm test`): fuzzing, faults, security and
// crash safety against the composed shop. Long-running by design; see docs/reliability.md.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/reliability/**/*.reliability.ts'],
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 15 * 60_000,
    hookTimeout: 120_000,
  },
});
