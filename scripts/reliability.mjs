// `npm run test:reliability` (full) and `npm run test:reliability:short` (what CI runs):
// 1. vitest suites in test/reliability/*.reliability.ts: fuzzing, upstream faults, security, crash safety
// 2. load and soak: mixed browsing and cart traffic against the built server (test/reliability/load-soak.ts)
// 3. accessibility: axe on every page type and a keyboard-only journey in Chromium (Playwright)
// 4. copies: three copies in hosted mode behind nginx with Redis (test/reliability/copies.ts)
// Each step prints its figures; the run fails when any step misses a target. `-- fuzz load` runs
// only the named steps. docs/reliability.md explains the figures.
import { spawnSync } from 'node:child_process';

const short = process.argv.includes('--short');
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const env = {
  ...process.env,
  RELIABILITY_RUNS: process.env.RELIABILITY_RUNS ?? (short ? '150' : '1000'),
  LOAD_SECONDS: process.env.LOAD_SECONDS ?? (short ? '10' : '60'),
  LOAD_CONNECTIONS: process.env.LOAD_CONNECTIONS ?? '100',
};
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const steps = [
  { name: 'suites', command: npx, args: ['vitest', 'run', '--config', 'test/reliability/vitest.config.ts'] },
  { name: 'load', command: process.execPath, args: ['--import', 'tsx', 'test/reliability/load-soak.ts'] },
  // The short form leaves out the page types the journey pass checks more strictly (test/reliability/a11y/axe.spec.ts).
  { name: 'a11y', command: npx, args: ['playwright', 'test', '--config', 'test/reliability/playwright.config.ts', ...(short ? ['--grep-invert', '@in-journeys'] : [])] },
  { name: 'copies', command: process.execPath, args: ['--import', 'tsx', 'test/reliability/copies.ts'] },
].filter((step) => wanted.length === 0 || wanted.includes(step.name));

const failed = [];
for (const step of steps) {
  console.log(`\n=== reliability: ${step.name} (${short ? 'short' : 'full'}) ===`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env });
  console.log(`--- ${step.name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) failed.push(step.name);
}
console.log(`\nreliability: ${steps.length - failed.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`);
process.exit(failed.length ? 1 : 0);
