// The tester's commands against the embedded server Playwright started (playwright.config.ts):
// `npm run demo:change` and friends, run with the same data directory, so the running shop picks
// the change up as an editor's or a warehouse's would arrive.
import { spawnSync } from 'node:child_process';
import { expect } from '@playwright/test';

const EMBEDDED_ENV = { ...process.env, NODE_ENV: 'test', DATA_DIR: 'var/e2e', ALERTS_DATABASE: 'var/e2e/alerts.sqlite', PORT: process.env.E2E_PORT ?? '3100', LOG_LEVEL: 'warn' };

/** Runs `scripts/<script>` with the embedded server's settings; fails the journey if it fails. */
export function runDemoCommand(script: string, ...args: string[]): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], { env: EMBEDDED_ENV, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** `npm run demo:change -- ARGS`: a price, an online stock figure, or a reset. */
export function demoChange(...args: string[]): void {
  runDemoCommand('demo-change.ts', ...args);
}
