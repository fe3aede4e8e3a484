import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DemoRentalRates, handleOfProductUrl } from '../../../src/adapters/embedded/demo-rental-rates';
import { createJsonHttpClient } from '../../../src/adapters/http/json-http-client';
import { UpstreamError } from '../../../src/adapters/http/upstream-error';
import { HttpRentalRates } from '../../../src/adapters/rental-service/http-rental-rates';
import { describeRentalRatesContract, rentalFixtureFrom } from '../../contract/rental-rates.contract';
import { RentalMockServer } from '../../support/rental-mock-server';
import { demoCatalogue } from '../middleware/middleware-harness';

const fixture = rentalFixtureFrom(demoCatalogue());

async function startRental(timeoutMs = 1_000) {
  const rental = await RentalMockServer.start(demoCatalogue());
  const http = createJsonHttpClient({ service: 'rental', baseUrl: rental.url, timeoutMs, breaker: null });
  return { rental, port: new HttpRentalRates(http), close: () => rental.close() };
}

describeRentalRatesContract('DemoRentalRates', async () => ({ port: new DemoRentalRates(demoCatalogue()), close: async () => {} }), fixture);
describeRentalRatesContract('HttpRentalRates on the rental stand-in', startRental, fixture);

describe('handleOfProductUrl', () => {
  it.each([
    ['https://www.example.com/products/roland-fp-30', 'roland-fp-30'],
    ['https://www.example.com/en-au/products/roland-fp-30', 'roland-fp-30'],
    ['https://www.example.com/collections/pianos', null],
    ['not a url', null],
  ])('reads %s as %s', (url, handle) => {
    expect(handleOfProductUrl(url)).toBe(handle);
  });
});

describe('HttpRentalRates', () => {
  let harness: Awaited<ReturnType<typeof startRental>>;
  beforeAll(async () => {
    harness = await startRental(300);
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.rental.reset());

  it('posts {urls} once to the configured endpoint, and nothing for no URLs', async () => {
    await harness.port.ratesFor([]);
    await harness.port.ratesFor([fixture.notRentable]);
    expect(harness.rental.requests).toEqual([{ method: 'POST', path: '/v1/rates', body: { urls: [fixture.notRentable] } }]);
  });

  it('ignores offers for URLs it did not ask about', async () => {
    const [first] = fixture.rentable;
    harness.rental.fault({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ 'https://evil.example/products/x': { id: '1', rate: 5, rentNowUrl: 'https://evil.example' }, [first!.url]: { id: 'r1', rate: '12.50', rentNowUrl: 'https://rent.example/apply' } }) });
    const rates = await harness.port.ratesFor([first!.url]);
    expect([...rates]).toEqual([[first!.url, { id: 'r1', rate: 12.5, rentNowUrl: 'https://rent.example/apply' }]]);
  });

  it.each([
    ['a 500', { kind: 'status', status: 500 } as const, 'UpstreamUnavailable'],
    ['malformed JSON', { kind: 'malformed-json' } as const, 'UpstreamInvalidResponse'],
    ['a javascript: apply link', { kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify({ u: { id: '1', rate: 5, rentNowUrl: 'javascript:alert(1)' } }) } as const, 'UpstreamInvalidResponse'],
    ['a slow answer', { kind: 'slow', delayMs: 1_000 } as const, 'UpstreamTimeout'],
  ])('fails with a typed error on %s', async (_, fault, code) => {
    harness.rental.fault(fault);
    await expect(harness.port.ratesFor(fixture.rentable.map((r) => r.url))).rejects.toSatisfy((e: unknown) => e instanceof UpstreamError && e.code === code);
  });
});
