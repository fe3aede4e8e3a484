// scripts/ensure-node.sh (sourced by ./shop, hence CI) puts Node 24 first on PATH whenever the
// machine's node major is below 24. Fake `node` executables stand in for the machine's node and
// for an already unpacked cache, so nothing is fetched.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(path.join(tmpdir(), 'ensure-node-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function fakeNode(dir: string, version: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'node');
  writeFileSync(file, `#!/bin/sh\nif [ "$1" = "--version" ]; then echo v${version}; else echo ${version}; fi\n`);
  chmodSync(file, 0o755);
  return dir;
}

const cache = path.join(root, 'cache');
const cachedBin = fakeNode(path.join(cache, 'storefront-node24', 'package', 'bin'), '24.9.0');

function nodeAfterEnsure(machineVersion: string): string {
  const machineBin = fakeNode(path.join(root, `machine-${machineVersion}`), machineVersion);
  const script = path.resolve('scripts/ensure-node.sh');
  return execFileSync('bash', ['-c', `source "${script}" 2>/dev/null; command -v node`], {
    env: { HOME: root, XDG_CACHE_HOME: cache, PATH: `${machineBin}:/usr/bin:/bin`, npm_config_globalconfig: '/dev/null' },
    encoding: 'utf8',
  }).trim();
}

describe('ensure-node.sh', () => {
  it.each([
    ['20.20.2', 'cached'],
    ['22.14.0', 'cached'],
    ['23.11.1', 'cached'],
    ['24.0.0', 'machine'],
    ['25.2.0', 'machine'],
  ])('with the machine on node %s, uses the %s node', (version, expected) => {
    const node = nodeAfterEnsure(version);
    expect(node).toBe(expected === 'cached' ? path.join(cachedBin, 'node') : path.join(root, `machine-${version}`, 'node'));
  });
});
