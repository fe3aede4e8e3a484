// The real shop as production runs it: `node dist/server/main.js` in its own process, so the load
// generator and the server never share an event loop. The build is refreshed first when any source
// file is newer than it (BENCH_NO_BUILD=1 skips that check).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningProcess {
  origin: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 from /healthz. */
  startupMs: number;
  /** Resident memory of the process now, in bytes. */
  rssBytes(): number;
  stop(): Promise<void>;
}

const SERVER_ENTRY = 'dist/server/main.js';
const BUILD_OUTPUTS = [SERVER_ENTRY, 'dist/public/assets/manifest.json'];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Runs `npm run build`'s esbuild step when dist is missing or older than src. */
let checked = false;

export function ensureBuild(): void {
  if (checked || process.env.BENCH_NO_BUILD === '1') return;
  checked = true;
  const built = BUILD_OUTPUTS.every((file) => existsSync(file)) ? Math.min(...BUILD_OUTPUTS.map((f) => statSync(f).mtimeMs)) : 0;
  if (built > Math.max(newestMtime('src'), statSync('esbuild.config.mjs').mtimeMs, statSync('scripts/eager-commonjs-factories.mjs').mtimeMs)) return;
  console.log('building dist/ (sources changed since the last build)…');
  const result = spawnSync(process.execPath, ['esbuild.config.mjs'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('build failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resident set size of another process: /proc on Linux, ps elsewhere (macOS laptops). */
export function rssOf(pid: number): number {
  const file = `/proc/${pid}/status`;
  const match = existsSync(file) ? /VmRSS:\s+(\d+) kB/.exec(readFileSync(file, 'utf8')) : null;
  if (match) return Number(match[1]) * 1024;
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  return Number(ps.stdout.trim()) * 1024;
}

/** CPU time (user + system) another process has used so far, in milliseconds (Linux /proc; 0 elsewhere). */
export function cpuMsOf(pid: number): number {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return 0;
  // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

/** Resolves once the process uses under 10% of a core over 250 ms (work left from a load run done), or after `timeoutMs`. */
export async function waitUntilIdle(pid: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = cpuMsOf(pid);
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (cpuMsOf(pid) - before < 25) return;
  }
}

export async function waitUntilHealthy(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering /healthz`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`server did not answer /healthz within ${timeoutMs} ms`);
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

export interface StorefrontOptions {
  /** Extra environment (DEMO_PRODUCT_COUNT, provider URLs …). */
  env?: Record<string, string>;
  startupTimeoutMs?: number;
  /** Where the server's stderr goes; stdout (the JSON log) is dropped unless BENCH_SERVER_LOG=1. */
  quiet?: boolean;
  /** Another checkout whose dist/ to run (built by the caller: bench/support/git-builds.ts); this one's by default. */
  root?: string;
}

/** Starts dist/server/main.js on a free loopback port and waits for /healthz. */
export async function startStorefront(options: StorefrontOptions = {}): Promise<RunningProcess> {
  if (!options.root) ensureBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, [options.root ? path.join(options.root, SERVER_ENTRY) : SERVER_ENTRY], {
    ...(options.root ? { cwd: options.root } : {}),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_SITE_URL: 'https://www.example.com.au',
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789',
      LOG_LEVEL: process.env.BENCH_SERVER_LOG === '1' ? 'info' : 'warn',
      DATA_DIR: dataDir,
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG === '1' ? 'inherit' : 'ignore', options.quiet ? 'ignore' : 'inherit'],
  });
  // A bench that dies must not leave its server running.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('exit', () => process.off('exit', orphan));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(origin, child, options.startupTimeoutMs ?? 120_000);
  } catch (error) {
    await stopChild(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const startupMs = performance.now() - started;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, pid: child.pid!, startupMs, rssBytes: () => rssOf(child.pid!), stop };
}
