import { describe, expect, it } from 'vitest';
import { DeferredStream, settleDeferred } from '../../src/server/ssr/deferred-stream';
import { promiseFrom, reviveDeferred, type Settled } from '../../src/ui/deferred-data';

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

describe('deferred loader data', () => {
  it('replaces top-level promises by markers and leaves other fields alone', () => {
    const deferred = new DeferredStream('n0nce');
    const markers = deferred.markers({ product: { title: 'Strat', stock: Promise.resolve(3), nested: { p: 1 } }, root: null });
    expect(markers).toEqual({ product: { title: 'Strat', stock: { __deferred: 'product/stock' }, nested: { p: 1 } }, root: null });
  });

  it('writes each settled value into the stream as a nonce script before the next chunk', async () => {
    const deferred = new DeferredStream('n0nce');
    let release!: (v: unknown) => void;
    deferred.markers({ product: { stock: new Promise((r) => (release = r)), rental: Promise.reject(new Error('down')) } });
    const output = collect(deferred.transform);
    await new Promise((r) => setTimeout(r, 0));
    // React's buffered writes can split a tag; nothing is inserted until React says a pass is done.
    deferred.transform.write('<!DOCTYPE html><html><body>sh');
    deferred.transform.write('ell<div');
    deferred.transform.flush();
    release({ online: 2, note: '</script><script>alert(1)</script>' });
    await new Promise((r) => setTimeout(r, 0));
    deferred.transform.write(' id="S:0">boundary</div></body></html>');
    deferred.transform.flush();
    deferred.transform.end();
    const html = await output;
    expect(html.startsWith('<!DOCTYPE html><html><body>shell<div')).toBe(true);
    expect(html.indexOf('product/rental')).toBeGreaterThan(html.indexOf('shell<div'));
    expect(html.indexOf('product/stock')).toBeGreaterThan(html.indexOf('boundary</div>'));
    expect(html.endsWith('</script></body></html>')).toBe(true);
    expect(html).toContain('<script nonce="n0nce">');
    expect(html).toContain('"product/rental"]={"ok":false');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('settles promises for JSON responses, failures as a marker without internals', async () => {
    const settled = await settleDeferred({ a: 1, b: Promise.resolve('x'), c: Promise.reject(new Error('secret host 10.0.0.1')) });
    expect(settled).toEqual({ a: 1, b: { __settled: { ok: true, value: 'x' } }, c: { __settled: { ok: false, message: 'Unavailable' } } });
  });

  it('revives markers in the browser as promises that settle as the server said', async () => {
    const lookup: Record<string, Settled> = { 'product/stock': { ok: true, value: 4 }, 'product/rental': { ok: false, message: 'Unavailable' } };
    const revived = reviveDeferred(
      { title: 'Strat', stock: { __deferred: 'product/stock' }, rental: { __deferred: 'product/rental' }, lost: { __deferred: 'product/lost' } },
      (id) => lookup[id],
    ) as Record<string, unknown>;
    expect(revived.title).toBe('Strat');
    await expect(revived.stock).resolves.toBe(4);
    await expect(revived.rental).rejects.toThrow('Unavailable');
    await expect(revived.lost).rejects.toThrow('Deferred data did not arrive');
    await expect(promiseFrom({ ok: true, value: null })).resolves.toBeNull();
  });
});
