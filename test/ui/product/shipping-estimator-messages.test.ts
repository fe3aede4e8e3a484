// The estimator's messages in the browser (issue 15, observation 10): spec section 8 says 'No
// shipping options available…' when no rates come back or the response is not ok, and 'Failed to
// calculate…' on a network error only. A 500 whose body is not JSON is a response that is not ok.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_SHIPPING_OPTIONS, SHIPPING_RATES_FAILED } from '../../../src/domain/product-shipping';
import { ESTIMATE_PATH, requestEstimate } from '../../../src/ui/product/shipping-estimator';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string, contentType = 'application/json') => vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } }));

describe('requestEstimate', () => {
  it.each([
    ['a 500 with an HTML body', answer(500, '<html><body>Internal Server Error</body></html>', 'text/html'), NO_SHIPPING_OPTIONS],
    ['a 502 with an empty body', answer(502, ''), NO_SHIPPING_OPTIONS],
    ['a 200 with no rates', answer(200, JSON.stringify({ rates: [] })), NO_SHIPPING_OPTIONS],
    ["a 502 with the server's own message", answer(502, JSON.stringify({ rates: [], message: NO_SHIPPING_OPTIONS })), NO_SHIPPING_OPTIONS],
    ['a 503 saying the rates could not be calculated', answer(503, JSON.stringify({ rates: [], message: SHIPPING_RATES_FAILED })), SHIPPING_RATES_FAILED],
  ])('%s shows the spec message', async (_, fetch, message) => {
    vi.stubGlobal('fetch', fetch);
    expect(await requestEstimate('/api/products/x/shipping-estimate', null, '3000', null)).toEqual({ kind: 'message', text: message });
  });

  it("a network error shows 'Failed to calculate shipping rates. Please try again later.'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await requestEstimate('/api/products/x/shipping-estimate', null, '3000', null)).toEqual({ kind: 'message', text: SHIPPING_RATES_FAILED });
  });

  it('lists the rates of an ok answer, asked under the page locale prefix', async () => {
    const fetch = answer(200, JSON.stringify({ rates: [{ service: 'Standard Delivery', price: '£13.65' }] }));
    vi.stubGlobal('fetch', fetch);
    expect(await requestEstimate(ESTIMATE_PATH('amp', '/en-gb'), null, '3000', null)).toEqual({ kind: 'rates', rates: [{ service: 'Standard Delivery', price: '£13.65' }] });
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe('/en-gb/api/products/amp/shipping-estimate');
  });
});
