// Vitest settings for mutation testing of src/domain (stryker.config.mjs): the domain suite only.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/domain/**/*.test.ts'],
    pool: 'forks',
  },
});
