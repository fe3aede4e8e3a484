// `./shop start`: the shop behind Varnish when varnishd is installed (npm run test:setup installs
// Debian's varnish), directly otherwise; the first line says which. Through Varnish, Varnish listens
// on PORT (3000) with deploy/varnish/default.vcl and the shop on PORT+1 on loopback, told to purge
// that Varnish (EDGE_PURGE_URLS) and to trust it as its proxy. SHOP_EDGE=off serves directly.
import { spawn } from 'node:child_process';
import { startVarnish, varnishdPath, waitForPort } from './edge.mjs';

const port = Number(process.env.PORT ?? 3000);
const varnishd = process.env.SHOP_EDGE === 'off' ? null : varnishdPath();

if (!varnishd) {
  console.log(`shop: serving http://localhost:${port} directly (${process.env.SHOP_EDGE === 'off' ? 'SHOP_EDGE=off' : "varnishd not installed; npm run test:setup installs Debian's varnish"})`);
  await import('./start.mjs');
} else {
  const backendPort = Number(process.env.SHOP_BACKEND_PORT ?? port + 1);
  const site = process.env.PUBLIC_SITE_URL ?? `http://localhost:${port}`;
  console.log(`shop: serving http://localhost:${port} through Varnish (${varnishd}, deploy/varnish/default.vcl) in front of the shop on 127.0.0.1:${backendPort}`);
  const app = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(backendPort),
      PUBLIC_SITE_URL: site,
      EDGE_PURGE_URLS: process.env.EDGE_PURGE_URLS ?? `http://127.0.0.1:${port}/`,
      TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    },
  });
  let varnish = null;
  const stop = async (code) => {
    await varnish?.stop();
    if (app.exitCode === null) app.kill('SIGTERM');
    process.exit(code);
  };
  app.once('exit', (code) => void stop(code ?? 1));
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  // The first build can take a while; the shop listens once it is ready.
  await waitForPort(backendPort, '127.0.0.1', 300_000, () => app.exitCode !== null);
  varnish = await startVarnish({ port, listen: '0.0.0.0', backends: [{ host: '127.0.0.1', port: backendPort }], siteHost: new URL(site).host, memory: '256m' });
  console.log(`shop: Varnish listening on http://localhost:${port}`);
}
