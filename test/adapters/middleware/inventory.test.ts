import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DemoInventory } from '../../../src/adapters/embedded/demo-inventory';
import { MiddlewareInventory } from '../../../src/adapters/middleware/middleware-inventory';
import { UpstreamError } from '../../../src/adapters/http/upstream-error';
import { describeInventoryContract, inventoryFixtureFrom } from '../../contract/inventory.contract';
import { demoCatalogue, startMiddleware } from './middleware-harness';

const fixture = inventoryFixtureFrom(demoCatalogue());

describeInventoryContract('DemoInventory', async () => ({ port: new DemoInventory(demoCatalogue()), close: async () => {} }), fixture);

describeInventoryContract(
  'MiddlewareInventory on the middleware stand-in',
  async () => {
    const { http, close } = await startMiddleware();
    return { port: new MiddlewareInventory(http), close };
  },
  fixture,
);

describe('MiddlewareInventory', () => {
  let harness: Awaited<ReturnType<typeof startMiddleware>>;
  let inventory: MiddlewareInventory;
  beforeAll(async () => {
    harness = await startMiddleware({ timeoutMs: 300 });
    inventory = new MiddlewareInventory(harness.http);
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.middleware.reset());

  it('asks GET /inventory/{sku}?site={product} for JSON, the product by its handle', async () => {
    await inventory.levelsForSku(fixture.known.sku, fixture.known.handle);
    expect(harness.middleware.requests).toEqual([
      expect.objectContaining({ method: 'GET', path: `/inventory/${fixture.known.sku}`, query: { site: fixture.known.handle }, headers: expect.objectContaining({ accept: 'application/json' }) }),
    ]);
  });

  it('is refused by the stand-in when site names another product than the SKU’s', async () => {
    const error = await inventory.levelsForSku(fixture.known.sku, fixture.singleUnit.handle).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).code).toBe('UpstreamRejected');
  });

  it('never sends an unsafe SKU to the middleware', async () => {
    await inventory.levelsForSku('../openbox/1', fixture.known.handle);
    await inventory.levelsForSku('x'.repeat(200), fixture.known.handle);
    expect(harness.middleware.requests).toEqual([]);
  });

  it('retries a 500 once and then reads the answer', async () => {
    harness.middleware.fault({ kind: 'status', status: 500 }, { kind: 'slow', delayMs: 0 });
    expect(await inventory.levelsForSku(fixture.known.sku, fixture.known.handle)).toEqual(fixture.known.levels);
    expect(harness.middleware.requests).toHaveLength(2);
  });

  it.each([
    ['a lasting 500', { kind: 'status', status: 500 } as const, 'UpstreamUnavailable'],
    ['a 403', { kind: 'status', status: 403 } as const, 'UpstreamRejected'],
    ['malformed JSON', { kind: 'malformed-json' } as const, 'UpstreamInvalidResponse'],
    ['an HTML error page', { kind: 'raw', status: 200, contentType: 'text/html', body: '<h1>Bad gateway</h1>' } as const, 'UpstreamInvalidResponse'],
    ['JSON of another shape', { kind: 'raw', status: 200, contentType: 'application/json', body: '{"inventory":[{"locationId":"51"}]}' } as const, 'UpstreamInvalidResponse'],
    ['a dropped connection', { kind: 'drop' } as const, 'UpstreamUnavailable'],
    ['an answer slower than the deadline', { kind: 'slow', delayMs: 1_000 } as const, 'UpstreamTimeout'],
  ])('fails with a typed error on %s, within the deadline', async (_, fault, code) => {
    harness.middleware.fault(fault);
    const started = Date.now();
    const error = await inventory.levelsForSku(fixture.known.sku, fixture.known.handle).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).code).toBe(code);
    expect(Date.now() - started).toBeLessThan(800);
  });

  it('accepts quantities sent as numeric strings and numeric location ids', async () => {
    harness.middleware.fault({ kind: 'raw', status: 200, contentType: 'application/json', body: '{"inventory":[{"locationId":51,"quantity":"3","hasDemo":true},{"locationId":"ONLINE","quantity":0}]}' });
    expect(await inventory.levelsForSku('ANY-SKU', 'any-product')).toEqual([
      { locationId: '51', quantity: 3, hasDemo: true },
      { locationId: 'ONLINE', quantity: 0, hasDemo: false },
    ]);
  });
});
