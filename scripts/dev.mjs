// `npm run dev`: esbuild rebuilds on change, node restarts the server when the bundle changes.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
const build = spawn(process.execPath, ['esbuild.config.mjs', '--watch'], { stdio: 'inherit', env });
let server;
setTimeout(() => {
  server = spawn(process.execPath, ['--enable-source-maps', '--watch-path=dist/server', 'dist/server/main.js'], { stdio: 'inherit', env });
}, 1500);
const stop = () => {
  build.kill();
  server?.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
