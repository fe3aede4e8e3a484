import type { ShippingItem, ShippingRates } from '../../application/ports';
import type { RatesResponse } from '../../domain/product-shipping';
import type { ShippingDestination } from '../../domain/shipping-destination';
import type { JsonHttpClient } from '../http/json-http-client';
import { shippingRatesResponse, type ShippingRatesRequest } from './middleware-schemas';
import { UpstreamError } from '../http/upstream-error';

/** Shopify's carrier-service envelope: the destination's ISO country code beside its postal code. */
export function shippingRatesRequestOf(destination: ShippingDestination, items: readonly ShippingItem[]): ShippingRatesRequest {
  return {
    rate: {
      destination: { country: destination.country, postal_code: destination.postcode },
      items: items.map((item) => ({ sku: item.sku, quantity: item.quantity, price: item.priceCents })),
    },
  };
}

/**
 * POST {middleware}/shipping/rates. A status other than 2xx, whatever its body, is the middleware
 * saying no ("not ok"); no answer, or a 2xx that is not the promised JSON, is a network error.
 * While the circuit breaker holds calls back after failures, the shopper hears what the service
 * last said: the no-options message after 500s, the retry-later one after timeouts.
 */
export class MiddlewareShippingRates implements ShippingRates {
  private lastFailure: 'not-ok' | 'network-error' = 'network-error';

  constructor(private readonly http: JsonHttpClient) {}

  async quote(destination: ShippingDestination, items: readonly ShippingItem[]): Promise<RatesResponse> {
    try {
      const { rates } = await this.http.post('/shipping/rates', shippingRatesRequestOf(destination, items), shippingRatesResponse);
      return { kind: 'ok', rates: rates.map((rate) => ({ serviceName: rate.service_name, totalPriceCents: rate.total_price })) };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (error.paused) return { kind: this.lastFailure };
      this.lastFailure = error.answered && error.code !== 'UpstreamInvalidResponse' ? 'not-ok' : 'network-error';
      return { kind: this.lastFailure };
    }
  }
}
