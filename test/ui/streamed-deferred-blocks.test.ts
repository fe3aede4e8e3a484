// @vitest-environment happy-dom
// Deferred values stream in as JSON data blocks (never run: a shared page carries no CSP nonce):
// what the server's DeferredStream writes, the browser reads back, hostile text included.
import { describe, expect, it } from 'vitest';
import { DeferredStream } from '../../src/server/ssr/deferred-stream';
import { streamedDeferredValues } from '../../src/ui/deferred-data';

async function streamed(values: Record<string, Promise<unknown>>): Promise<string> {
  const deferred = new DeferredStream();
  deferred.markers({ product: values });
  let out = '';
  deferred.transform.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const ended = new Promise((resolve) => deferred.transform.on('end', resolve));
  deferred.transform.write('<!DOCTYPE html><html><body><main>page</main></body></html>');
  deferred.transform.flush();
  deferred.transform.end();
  await ended;
  return out;
}

describe('streamed deferred values as data blocks', () => {
  it('reads back each value the server wrote, a failure and text that looks like a closing tag included', async () => {
    const rental = Promise.reject(new Error('down'));
    rental.catch(() => undefined);
    const html = await streamed({ stock: Promise.resolve({ online: 2, note: '</script><script>alert(1)</script>' }), rental });
    document.documentElement.innerHTML = html.replace(/^<!DOCTYPE html><html>|<\/html>$/g, '');
    expect(document.querySelectorAll('script:not([type="application/json"])')).toHaveLength(0);
    expect(streamedDeferredValues()).toEqual({
      'product/stock': { ok: true, value: { online: 2, note: '</script><script>alert(1)</script>' } },
      'product/rental': { ok: false, message: 'Unavailable' },
    });
  });

  it('reads nothing from a document without blocks, and skips a block cut short', () => {
    document.body.innerHTML = '<main>page</main><script type="application/json" id="__router_payload">{}</script>';
    expect(streamedDeferredValues()).toEqual({});
    document.body.innerHTML = '<script type="application/json" data-deferred="product/stock">{"ok":tr</script>';
    expect(streamedDeferredValues()).toEqual({});
  });
});
