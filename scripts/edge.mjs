// Starts Debian's varnishd with the shop's VCL (deploy/varnish/default.vcl) in front of one or many
// copies: `./shop start`, the copies step, the benches and the Varnish tests (test/edge/) use it.
// The VCL is rendered for the copies' addresses and the site's host by replacing the lines between
// its BACKENDS, DIRECTOR and SITE markers; each varnishd gets its own working folder and runs in the
// foreground as this process's child, so stopping it is killing that one child.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const VCL_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'deploy', 'varnish', 'default.vcl');

/** The varnishd to run (Debian installs it in /usr/sbin, often outside a non-root PATH), or null. */
export function varnishdPath() {
  for (const candidate of ['varnishd', '/usr/sbin/varnishd', '/usr/local/sbin/varnishd']) {
    const result = spawnSync(candidate, ['-V'], { encoding: 'utf8' });
    if (result.status === 0) return candidate;
  }
  return null;
}

const between = (text, marker, lines) => {
  const start = text.indexOf(`# ${marker}\n`);
  const end = text.indexOf(`# END ${marker}\n`);
  if (start === -1 || end === -1) throw new Error(`default.vcl has no ${marker} markers`);
  const indent = text.slice(text.lastIndexOf('\n', start) + 1, start);
  return `${text.slice(0, start + marker.length + 3)}${lines.map((line) => `${indent}${line}\n`).join('')}${text.slice(end)}`;
};

/**
 * The VCL for `backends` ({host, port} each, one per copy) and the site's host (PUBLIC_SITE_URL's,
 * port included when it has one).
 */
export function renderVcl({ backends, siteHost }) {
  if (!backends.length) throw new Error('renderVcl needs at least one backend');
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(siteHost)) throw new Error(`not a host: ${siteHost}`);
  let vcl = readFileSync(VCL_PATH, 'utf8');
  vcl = between(
    vcl,
    'BACKENDS',
    backends.map(
      (b, i) =>
        `backend copy${i} { .host = "${b.host}"; .port = "${b.port}"; .connect_timeout = 1s; .first_byte_timeout = 30s; .between_bytes_timeout = 15s; }`,
    ),
  );
  vcl = between(vcl, 'DIRECTOR', backends.map((_, i) => `copies.add_backend(copy${i});`));
  vcl = between(vcl, 'SITE', [`set req.http.host = "${siteHost}";`]);
  return vcl;
}

/** Resolves once something accepts connections on host:port (polled every 50 ms), or rejects after `timeoutMs`. */
export async function waitForPort(port, host = '127.0.0.1', timeoutMs = 15_000, gone = () => false) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = connect({ port, host }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (gone()) throw new Error('the process exited');
    if (Date.now() > deadline) throw new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * How old a ban is before the ban lurker tests it against the kept objects (Varnish's default is
 * 60 s). Every shopper write adds one (their kept parts' purge), and a ban leaves the list only once
 * it has been tested: 1 s keeps the list at about a second's writes instead of a minute's.
 */
export const BAN_LURKER_AGE_SECONDS = 1;

/**
 * Starts varnishd on `port` (loopback unless `listen` says otherwise) in front of `backends`.
 * Returns { port, process, workDir, stop() }; `stop` ends that varnishd and removes its working folder
 * (workDir is its `-n`, for varnishstat).
 */
export async function startVarnish({ port, backends, siteHost, listen = '127.0.0.1', memory = '128m', log = 'ignore' }) {
  const varnishd = varnishdPath();
  if (!varnishd) throw new Error('varnishd is not installed (npm run test:setup installs Debian\'s varnish)');
  const folder = mkdtempSync(join(tmpdir(), 'shop-varnish-'));
  // Started as root, varnishd reads the VCL as its own unprivileged user.
  chmodSync(folder, 0o755);
  const vclFile = join(folder, 'shop.vcl');
  writeFileSync(vclFile, renderVcl({ backends, siteHost }), { mode: 0o644 });
  const child = spawn(
    varnishd,
    ['-F', '-a', `${listen}:${port}`, '-f', vclFile, '-n', join(folder, 'work'), '-s', `malloc,${memory}`, '-T', 'none', '-p', 'ban_lurker_sleep=0.01', '-p', `ban_lurker_age=${BAN_LURKER_AGE_SECONDS}`, '-p', 'default_grace=0', '-p', 'http_resp_hdr_len=16k'],
    { stdio: ['ignore', log, log] },
  );
  let exited = null;
  child.once('exit', (code, signal) => (exited = { code, signal }));
  const stop = async () => {
    if (exited === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, listen === '0.0.0.0' ? '127.0.0.1' : listen, 15_000, () => exited !== null);
  } catch (error) {
    await stop();
    throw new Error(`varnishd did not start on ${port}${exited ? ` (exited ${exited.code ?? exited.signal})` : ''}: ${error.message}`);
  }
  return { port, process: child, workDir: join(folder, 'work'), stop };
}
