// Issue 31: the deploy examples run the shop as it is meant to run, behind Varnish. In compose and in
// Kubernetes, Varnish is the only public entry, in front of the copies, rendering deploy/varnish/default.vcl
// with render-vcl.sh; each copy is told every Varnish to purge (EDGE_PURGE_URLS). The render script
// puts the backend and the site's host in the VCL, which varnishd compiles (when it is installed).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { varnishdPath } from '../../scripts/edge.mjs';

// The YAML parser Playwright bundles (a dev dependency already); the examples need nothing else.
const { yaml } = createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as { yaml: { parse(text: string): unknown; parseAllDocuments(text: string): { toJS(): unknown }[] } };

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

type Service = { image?: string; build?: string; ports?: string[]; expose?: string[]; environment?: Record<string, string>; volumes?: string[]; entrypoint?: string[]; depends_on?: string[] };
type Env = { name: string; value: string };
type Container = { name: string; image: string; env?: Env[]; command?: string[]; volumeMounts?: { mountPath: string }[] };
type Resource = { kind: string; metadata: { name: string }; spec: Record<string, unknown> & { template?: { spec: { containers: Container[]; volumes?: { configMap?: { name: string } }[] } }; replicas?: number; selector?: Record<string, unknown>; type?: string; clusterIP?: string; serviceName?: string } };

describe('deploy/compose.yaml', () => {
  const { services } = yaml.parse(read('deploy/compose.yaml')) as { services: Record<string, Service> };

  it('Varnish is the only public entry, in front of the balancer, in front of the shop', () => {
    expect(Object.entries(services).filter(([, s]) => s.ports?.length).map(([name, s]) => [name, s.ports])).toEqual([['varnish', ['8080:6081']]]);
    expect(services.varnish!.image).toBe('varnish:7.1');
    expect(services.varnish!.entrypoint!.join(' ')).toContain('render-vcl.sh balancer 80');
    expect(services.varnish!.volumes).toEqual(['./varnish:/etc/varnish/shop:ro']);
    expect(services.varnish!.depends_on).toEqual(['balancer']);
    expect(services.balancer!.depends_on).toEqual(['shop']);
  });

  it('the shop purges that Varnish and trusts the two proxies in front of it', () => {
    expect(services.shop!.environment).toMatchObject({ EDGE_PURGE_URLS: 'http://varnish:6081/', TRUST_PROXY: '2', REDIS_URL: 'redis://redis:6379' });
  });
});

describe('deploy/kubernetes/shop.yaml', () => {
  const resources: Resource[] = yaml.parseAllDocuments(read('deploy/kubernetes/shop.yaml')).map((doc) => doc.toJS() as Resource);
  const named = (kind: string, name: string) => resources.find((r) => r.kind === kind && r.metadata.name === name)!;

  it('the public Service (a LoadBalancer) selects the Varnish pods; the shop has only a cluster Service', () => {
    const publicServices = resources.filter((r) => r.kind === 'Service' && r.spec.type === 'LoadBalancer');
    expect(publicServices.map((s) => [s.metadata.name, s.spec.selector])).toEqual([['storefront', { app: 'storefront-varnish' }]]);
    expect(named('Service', 'storefront-shop').spec.type).toBeUndefined();
  });

  it('Varnish renders default.vcl for the shop Service from the storefront-vcl ConfigMap', () => {
    const varnish = named('StatefulSet', 'storefront-varnish');
    const container = varnish.spec.template!.spec.containers[0]!;
    expect(container.image).toBe('varnish:7.1');
    expect(container.command!.join(' ')).toContain('render-vcl.sh storefront-shop 80');
    expect(container.volumeMounts).toEqual([expect.objectContaining({ mountPath: '/etc/varnish/shop' })]);
    expect(varnish.spec.template!.spec.volumes).toEqual([expect.objectContaining({ configMap: { name: 'storefront-vcl' } })]);
  });

  it('the shop purges every Varnish pod by its stable name', () => {
    const shop = named('Deployment', 'storefront-shop').spec.template!.spec.containers[0]!;
    const env = Object.fromEntries(shop.env!.map((e) => [e.name, e.value]));
    expect(env.EDGE_PURGE_URLS).toBe('http://storefront-varnish-0.storefront-varnish:6081/,http://storefront-varnish-1.storefront-varnish:6081/');
    expect(named('StatefulSet', 'storefront-varnish').spec.replicas).toBe(2);
    expect(named('Service', 'storefront-varnish').spec.clusterIP).toBe('None');
  });
});

describe('deploy/varnish/render-vcl.sh', () => {
  const render = (...args: string[]) => spawnSync('sh', [path.join(ROOT, 'deploy/varnish/render-vcl.sh'), ...args], { input: read('deploy/varnish/default.vcl'), encoding: 'utf8' });

  it('puts the backend and the site host in the VCL', () => {
    const out = render('balancer', '80', 'shop.example.com:8080');
    expect(out.status).toBe(0);
    expect(out.stdout).toContain('backend copy0 { .host = "balancer"; .port = "80";');
    expect(out.stdout).toContain('set req.http.host = "shop.example.com:8080";');
  });

  it.each([['bal"ancer', '80', 'shop.example.com'], ['balancer', '80', 'shop.example.com/"; }']])('refuses %s %s %s', (...args) => {
    expect(render(...args).status).toBe(2);
  });

  it.skipIf(!varnishdPath())('what it renders compiles in varnishd', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'render-vcl-'));
    try {
      // Started as root, varnishd reads the VCL as its own unprivileged user.
      chmodSync(dir, 0o755);
      const vcl = path.join(dir, 'shop.vcl');
      writeFileSync(vcl, render('127.0.0.1', '8080', 'shop.example.com').stdout, { mode: 0o644 });
      const compiled = spawnSync(varnishdPath()!, ['-C', '-f', vcl, '-n', path.join(dir, 'work')], { encoding: 'utf8' });
      expect(compiled.status, compiled.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
