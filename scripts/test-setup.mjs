// Installs what the tests need beyond node_modules, from Debian's packages:
// - Chromium for the browser tests (Playwright drives /usr/bin/chromium; it never downloads a
//   browser of its own);
// - a Java runtime (default-jre-headless) for the HTML validation step, which runs the Nu Html
//   Checker from the vnu-jar package offline (test/e2e/html-validity.spec.ts);
// - nginx and redis-server for the several-copies reliability step (test/reliability/copies.ts);
// - varnish, the edge cache in front of the shop (deploy/varnish/default.vcl): the Varnish tests
//   (test/edge/) and `./shop start` use it when varnishd is installed.
// Root installs what is missing with apt-get; anyone else gets the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

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

/** The Java runtime's version line, or null when `java` does not run. */
function javaVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return result.status === 0 ? (result.stderr || result.stdout).split('\n')[0].trim() : null;
}

/** The first line `command args` prints, or null when it does not run. */
function versionOf(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? (result.stderr || result.stdout).split('\n')[0].trim() || command : null;
}

const needs = [
  { name: 'Chromium', present: () => chromiumVersion(), packages: ['chromium', 'fonts-liberation'], where: CHROMIUM },
  { name: 'Java', present: () => javaVersion(), packages: ['default-jre-headless'], where: 'java on the PATH' },
  { name: 'nginx', present: () => versionOf('nginx', ['-v']), packages: ['nginx'], where: 'nginx on the PATH' },
  { name: 'Redis', present: () => versionOf('redis-server', ['--version']), packages: ['redis-server'], where: 'redis-server on the PATH' },
  // Debian puts varnishd in /usr/sbin, which a non-root PATH may leave out.
  { name: 'Varnish', present: () => versionOf('varnishd', ['-V']) ?? versionOf('/usr/sbin/varnishd', ['-V']), packages: ['varnish'], where: 'varnishd (/usr/sbin/varnishd)' },
];

const missing = [];
for (const need of needs) {
  const version = need.present();
  if (version) console.log(`test-setup: ${need.name} (${version}) already installed, nothing to install`);
  else missing.push(need);
}
if (missing.length === 0) process.exit(0);

const packages = missing.flatMap((need) => need.packages);
const names = missing.map((need) => need.name).join(' and ');
const isRoot = process.getuid?.() === 0;
if (!isRoot) fail(`${names} missing and only root can install it. Run: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`);
if (!existsSync('/usr/bin/apt-get')) fail(`${names} missing and this machine has no apt-get; install ${missing.map((need) => need.where).join(' and ')}`);

if (!run('apt-get', ['update'])) fail(`apt-get update failed, so ${names} cannot be installed`);
if (!run('apt-get', ['install', '-y', '--no-install-recommends', ...packages])) fail(`apt-get install ${packages.join(' ')} failed`);
for (const need of missing) {
  const version = need.present();
  if (!version) fail(`apt-get installed ${need.packages.join(' ')} but ${need.where} does not run`);
  console.log(`test-setup: installed ${need.name} (${version})`);
}
