// Middleware (inventory, open-box items, shipping rates): the HTTP service when its base URL is
// set, else computed from the demo data.
import { baseUrl, hostOf, optional } from './values';
import { providerSettings } from './provider-settings';

export type MiddlewareConfig = { kind: 'embedded' } | { kind: 'http'; baseUrl: string };

export const middlewareSettings = providerSettings({
  port: 'middleware',
  variables: { MIDDLEWARE_BASE_URL: optional(baseUrl) },
  read: (vars): MiddlewareConfig => (vars.MIDDLEWARE_BASE_URL ? { kind: 'http', baseUrl: vars.MIDDLEWARE_BASE_URL } : { kind: 'embedded' }),
  describe: (middleware) =>
    middleware.kind === 'http' ? `http (${hostOf(middleware.baseUrl)})` : 'embedded (demo inventory, open-box and shipping)',
});
