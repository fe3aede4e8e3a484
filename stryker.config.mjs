// Mutation testing of the domain core (issue 3): `npm run test:mutation`. Not part of the
// default test run; it is slow, so it runs one test process at a time on the shared machine.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'test/domain/vitest.mutation.config.ts', related: false },
  mutate: ['src/domain/**/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 1,
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/domain.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
