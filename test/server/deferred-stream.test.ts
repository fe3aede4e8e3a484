import { describe, expect, it } from 'vitest';
import { DeferredStream, pendingAsWritten, settleDeferred, settleWithin } from '../../src/server/ssr/deferred-stream';
import { promiseFrom, reviveDeferred, reviveDeferredWith, type Settled } from '../../src/ui/deferred-data';

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

describe('deferred loader data', () => {
  it('replaces top-level promises by markers and leaves other fields alone', () => {
    const deferred = new DeferredStream();
    const markers = deferred.markers({ product: { title: 'Strat', stock: Promise.resolve(3), nested: { p: 1 } }, root: null });
    expect(markers).toEqual({ product: { title: 'Strat', stock: { __deferred: 'product/stock' }, nested: { p: 1 } }, root: null });
  });

  it('carries a value that settled before the shell in the payload itself, with no script after it: the browser hydrates with it however early its script runs', async () => {
    const stock = Promise.resolve(3);
    const rental = Promise.reject(new Error('down'));
    const slow = new Promise(() => undefined);
    // What the document waits for before rendering its shell (INLINE_DEFERRED_MS) marks what settled.
    await settleWithin({ product: { stock, rental, slow } }, 20);
    const deferred = new DeferredStream();
    const markers = deferred.markers({ product: { title: 'Strat', stock, rental, slow } });
    expect(markers).toEqual({
      product: {
        title: 'Strat',
        stock: { __deferred: 'product/stock', settled: { ok: true, value: 3 } },
        rental: { __deferred: 'product/rental', settled: { ok: false, message: 'Unavailable' } },
        slow: { __deferred: 'product/slow' },
      },
    });
    const output = collect(deferred.transform);
    deferred.transform.write('<html><body>shell</body></html>');
    deferred.transform.flush();
    deferred.transform.end();
    expect(await output).toBe('<html><body>shell</body></html>');
  });

  it('renders a promise still pending as the payload is written as pending, even if it settles before React reaches it; settled ones and other fields as they are', async () => {
    let release!: (v: unknown) => void;
    const slow = new Promise((r) => (release = r));
    const ready = Promise.resolve(3);
    await settleWithin({ product: { ready } }, 10);
    const loaderData = { product: { title: 'Strat', ready, slow }, root: null, list: [1] };
    const shown = pendingAsWritten(loaderData) as typeof loaderData;
    expect(shown.root).toBeNull();
    expect(shown.list).toBe(loaderData.list);
    expect(shown.product.title).toBe('Strat');
    expect(shown.product.ready).toBe(ready);
    expect(shown.product.slow).not.toBe(slow);
    // The original gets marked once it settles (settleWithin's tracking); what the shell renders does not.
    await settleWithin({ product: { slow } }, 0);
    release('late');
    await slow;
    expect(slow).toMatchObject({ status: 'fulfilled', value: 'late' });
    expect((shown.product.slow as { status?: string }).status).toBeUndefined();
    await expect(shown.product.slow).resolves.toBe('late');
    const failing = pendingAsWritten({ product: { down: Promise.reject(new Error('down')) } }) as { product: { down: Promise<unknown> } };
    await expect(failing.product.down).rejects.toThrow('down');
  });

  it('revives a marker that carries its value as a promise already marked settled, without waiting for a script', () => {
    const asked: string[] = [];
    const revived = reviveDeferredWith(
      { stock: { __deferred: 'product/stock', settled: { ok: true, value: 4 } }, rental: { __deferred: 'product/rental', settled: { ok: false, message: 'Unavailable' } }, later: { __deferred: 'product/later' } },
      (id) => {
        asked.push(id);
        return new Promise(() => undefined);
      },
    ) as Record<string, unknown>;
    expect(revived.stock).toMatchObject({ status: 'fulfilled', value: 4 });
    expect(revived.rental).toMatchObject({ status: 'rejected', reason: new Error('Unavailable') });
    expect((revived.later as { status?: string }).status).toBeUndefined();
    expect(asked).toEqual(['product/later']);
  });

  it('writes each settled value into the stream as a JSON data block (never run: no nonce, no hash) before the next chunk', async () => {
    const deferred = new DeferredStream();
    let release!: (v: unknown) => void;
    const stock = new Promise((r) => (release = r));
    const rental = Promise.reject(new Error('down'));
    deferred.markers({ product: { stock, rental } });
    const output = collect(deferred.transform);
    await rental.catch(() => undefined);
    // React's buffered writes can split a tag; nothing is inserted until React says a pass is done.
    deferred.transform.write('<!DOCTYPE html><html><body>sh');
    deferred.transform.write('ell<div');
    deferred.transform.flush();
    release({ online: 2, note: '</script><script>alert(1)</script>' });
    await stock;
    deferred.transform.write(' id="S:0">boundary</div></body></html>');
    deferred.transform.flush();
    deferred.transform.end();
    const html = await output;
    expect(html.startsWith('<!DOCTYPE html><html><body>shell<div')).toBe(true);
    expect(html.indexOf('product/rental')).toBeGreaterThan(html.indexOf('shell<div'));
    expect(html.indexOf('product/stock')).toBeGreaterThan(html.indexOf('boundary</div>'));
    expect(html.endsWith('</script></body></html>')).toBe(true);
    expect(html).not.toContain('nonce');
    expect(html).toContain('<script type="application/json" data-deferred="product/rental">{"ok":false');
    expect(html).toContain('<script type="application/json" data-deferred="product/stock">{"ok":true');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('holds the end of the document until the values on their way are written before it, and no longer than its deadline', async () => {
    const deferred = new DeferredStream();
    let release!: (v: unknown) => void;
    deferred.markers({ listing: { rentals: new Promise((r) => (release = r)) } });
    const sent: string[] = [];
    deferred.transform.on('data', (chunk: Buffer) => sent.push(chunk.toString()));
    const output = collect(deferred.transform);
    // React writes the whole document (no Suspense boundary waits for the value) and ends.
    deferred.transform.write('<html><body>cards</body></html>');
    deferred.transform.flush();
    deferred.transform.end();
    let done = false;
    void output.then(() => (done = true));
    // The document has gone out up to its end, which waits for the value.
    await expect.poll(() => sent.join('')).toBe('<html><body>cards');
    expect(done).toBe(false);
    release({ 'SKU-1': 'Or rent for A$54.00 /wk' });
    const html = await output;
    expect(html).toBe('<html><body>cards<script type="application/json" data-deferred="listing/rentals">{"ok":true,"value":{"SKU-1":"Or rent for A$54.00 /wk"}}</script></body></html>');

    const stuck = new DeferredStream(() => {}, undefined, 30);
    stuck.markers({ listing: { rentals: new Promise(() => undefined) } });
    const started = performance.now();
    const late = collect(stuck.transform);
    stuck.transform.write('<html><body>cards</body></html>');
    stuck.transform.flush();
    stuck.transform.end();
    // The value never came: the document ends at the deadline without it (the browser shows the generic line).
    expect(await late).toBe('<html><body>cards</body></html>');
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
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

  it('revives settled values already marked settled, so hydration renders them without suspending; a value that never arrived is not marked', () => {
    expect(promiseFrom({ ok: true, value: 4 })).toMatchObject({ status: 'fulfilled', value: 4 });
    expect(promiseFrom({ ok: false, message: 'Unavailable' })).toMatchObject({ status: 'rejected', reason: new Error('Unavailable') });
    expect((promiseFrom(undefined) as { status?: string }).status).toBeUndefined();
  });

  it('settleWithin marks what settles before the deadline (value or failure) and stops waiting at the deadline', async () => {
    let late!: (v: unknown) => void;
    const fast = Promise.resolve(3);
    const failed = Promise.reject(new Error('down'));
    const slow = new Promise((r) => (late = r));
    const started = performance.now();
    await settleWithin({ product: { title: 'Strat', fast, failed, slow }, root: null }, 40);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(35);
    expect(fast).toMatchObject({ status: 'fulfilled', value: 3 });
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('down') });
    expect((slow as { status?: string }).status).toBeUndefined();
    late('later');
    await slow;
  });

  it('settleWithin returns as soon as everything has settled', async () => {
    const fast = Promise.resolve(1);
    const started = performance.now();
    await settleWithin({ product: { fast } }, 10_000);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(fast).toMatchObject({ status: 'fulfilled', value: 1 });
  });
});
