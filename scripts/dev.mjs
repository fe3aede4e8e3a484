// `npm run dev`: esbuild rebuilds on every change (`esbuild.config.mjs --watch`, which first empties
// dist/). The server starts once a build has written both the server bundle and the asset manifest,
// and restarts whenever either is rewritten: the server reads the manifest only at start, so a
// CSS-only change (a new stylesheet hash, the server bundle untouched) needs a restart too. A server
// that crashes is started again by the next successful build, and a failed build (no new output)
// leaves the running server alone.
import { spawn } from 'node:child_process';
import { existsSync, unwatchFile, watchFile } from 'node:fs';

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
const OUTPUTS = ['dist/server/main.js', 'dist/public/assets/manifest.json'];
/** The server and client builds of one change land close together: restart once for both. */
const SETTLE_MS = 400;
/** A server that has not finished its graceful shutdown by then is killed. */
const STOP_GRACE_MS = 5_000;

let server = null;
let stopping = false;
let restartTimer;
let queue = Promise.resolve();

const build = spawn(process.execPath, ['esbuild.config.mjs', '--watch'], { stdio: 'inherit', env });
build.on('exit', (code) => {
  if (!stopping) console.error(`dev: esbuild stopped (exit code ${code})`);
  void stop(code ?? 1);
});

// Polling, not fs.watch: esbuild deletes dist/ at start, and a watch on a deleted folder goes deaf.
for (const file of OUTPUTS) {
  watchFile(file, { interval: 200 }, (current, previous) => {
    if (current.mtimeMs !== 0 && current.mtimeMs !== previous.mtimeMs) scheduleRestart();
  });
}

function scheduleRestart() {
  clearTimeout(restartTimer);
  restartTimer = setTimeout(() => {
    queue = queue.then(restart);
  }, SETTLE_MS);
}

async function restart() {
  if (stopping || !OUTPUTS.every((file) => existsSync(file))) return;
  const again = server !== null;
  await stopServer();
  if (stopping) return;
  console.log(again ? 'dev: build changed, restarting the server' : 'dev: build ready, starting the server');
  const child = spawn(process.execPath, ['--enable-source-maps', OUTPUTS[0]], { stdio: 'inherit', env });
  server = child;
  child.on('exit', (code, signal) => {
    if (server !== child) return;
    server = null;
    if (!stopping && signal === null) console.error(`dev: server exited (code ${code}); it starts again after the next successful build`);
  });
}

function stopServer() {
  const child = server;
  if (!child) return Promise.resolve();
  server = null;
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  clearTimeout(restartTimer);
  for (const file of OUTPUTS) unwatchFile(file);
  build.kill();
  await stopServer();
  process.exit(code);
}

process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
