import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DemoOpenBoxItems } from '../../../src/adapters/embedded/demo-open-box';
import { MiddlewareOpenBoxItems } from '../../../src/adapters/middleware/middleware-open-box-items';
import { UpstreamError } from '../../../src/adapters/http/upstream-error';
import { describeOpenBoxItemsContract, openBoxFixtureFrom } from '../../contract/open-box-items.contract';
import { demoCatalogue, startMiddleware } from './middleware-harness';

const fixture = openBoxFixtureFrom(demoCatalogue());

describeOpenBoxItemsContract('DemoOpenBoxItems', async () => ({ port: new DemoOpenBoxItems(demoCatalogue()), close: async () => {} }), fixture);

describeOpenBoxItemsContract(
  'MiddlewareOpenBoxItems on the middleware stand-in',
  async () => {
    const { http, close } = await startMiddleware();
    return { port: new MiddlewareOpenBoxItems(http), close };
  },
  fixture,
);

describe('MiddlewareOpenBoxItems', () => {
  let harness: Awaited<ReturnType<typeof startMiddleware>>;
  let openBox: MiddlewareOpenBoxItems;
  beforeAll(async () => {
    harness = await startMiddleware({ timeoutMs: 300 });
    openBox = new MiddlewareOpenBoxItems(harness.http);
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.middleware.reset());

  it('asks GET /openbox/{productId}', async () => {
    await openBox.forProduct(fixture.withUnits.productId);
    expect(harness.middleware.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /openbox/${fixture.withUnits.productId}`]);
  });

  it('reads null comments as no comment and numeric ids as text', async () => {
    const unit = { open_box_number: 77, warehouse: { userFacingName: 'Forestville' }, warehousecode: 51, open_box_price: '899.95', retail_price: 1299, shopifyVariantId: 4500, condition: 'Good', original_box: 'N', all_accessories: 'Y', comments: null };
    harness.middleware.fault({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify([unit]) });
    expect(await openBox.forProduct('ANY')).toEqual([
      { number: '77', warehouseName: 'Forestville', warehouseCode: '51', price: 899.95, newPrice: 1299, shopifyVariantId: '4500', condition: 'Good', originalBox: false, allAccessories: true, comments: '' },
    ]);
  });

  it.each([
    ['a 503', { kind: 'status', status: 503 } as const, 'UpstreamUnavailable'],
    ['malformed JSON', { kind: 'malformed-json' } as const, 'UpstreamInvalidResponse'],
    ['a unit with a Y/N field spelled out', { kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify([{ open_box_number: '1', warehouse: { userFacingName: 'x' }, warehousecode: '51', open_box_price: 1, retail_price: 2, shopifyVariantId: '1', condition: 'Good', original_box: 'yes', all_accessories: 'Y', comments: '' }]) } as const, 'UpstreamInvalidResponse'],
    ['a slow answer', { kind: 'slow', delayMs: 1_000 } as const, 'UpstreamTimeout'],
  ])('fails with a typed error on %s', async (_, fault, code) => {
    harness.middleware.fault(fault);
    await expect(openBox.forProduct(fixture.withUnits.productId)).rejects.toSatisfy((e: unknown) => e instanceof UpstreamError && e.code === code);
  });
});
