// Installs what the tests need beyond node_modules: Debian's Chromium for the browser tests
// (Playwright drives /usr/bin/chromium; it never downloads a browser of its own).
// Root installs it with apt-get; anyone else gets the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const PACKAGES = ['chromium', 'fonts-liberation'];

function run(command, args) {
  console.log(`test-setup: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function fail(message) {
  console.error(`test-setup: ${message}`);
  process.exit(1);
}

function chromiumVersion() {
  const result = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

if (existsSync(CHROMIUM)) {
  console.log(`test-setup: ${chromiumVersion() ?? 'chromium'} already at ${CHROMIUM}, nothing to install`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
if (!isRoot) {
  fail(
    `${CHROMIUM} is missing and only root can install it. Run: sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`,
  );
}
if (!existsSync('/usr/bin/apt-get')) {
  fail(`${CHROMIUM} is missing and this machine has no apt-get; install Chromium so that ${CHROMIUM} runs`);
}

if (!run('apt-get', ['update'])) fail('apt-get update failed, so Chromium cannot be installed');
if (!run('apt-get', ['install', '-y', '--no-install-recommends', ...PACKAGES])) {
  fail(`apt-get install ${PACKAGES.join(' ')} failed`);
}
const version = chromiumVersion();
if (!version) fail(`apt-get installed chromium but ${CHROMIUM} --version does not run`);
console.log(`test-setup: installed ${version} at ${CHROMIUM}`);
