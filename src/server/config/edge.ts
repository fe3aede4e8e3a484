// The edge caches in front of the copies (Varnish, deploy/varnish/default.vcl): where a change sends
// its purge. EDGE_PURGE_URLS lists every Varnish (comma-separated http(s) URLs) so each one forgets
// the changed pages; unset, no edge is told (pages expire after their Surrogate-Control max-age).
// SANITY_WEBHOOK_SECRET verifies Sanity's content webhook (POST /webhooks/sanity), the purge source
// for content changes; unset, that webhook refuses every delivery.
import { z } from 'zod';
import { hostOf, isHttpUrl, optional, secret } from './values';
import { providerSettings } from './provider-settings';

export type EdgeConfig = ({ kind: 'none' } | { kind: 'varnish'; purgeUrls: string[] }) & { contentWebhookSecret: string | null };

const urlList = z
  .string()
  .transform((value) => value.split(',').map((url) => url.trim()).filter(Boolean))
  .refine((urls) => urls.length > 0 && urls.every(isHttpUrl), { error: 'is not a comma-separated list of http(s):// URLs' });

export const edgeSettings = providerSettings({
  port: 'edge',
  variables: {
    EDGE_PURGE_URLS: optional(urlList),
    SANITY_WEBHOOK_SECRET: optional(secret(16)),
  },
  read: (vars): EdgeConfig => ({
    ...(vars.EDGE_PURGE_URLS ? { kind: 'varnish' as const, purgeUrls: vars.EDGE_PURGE_URLS } : { kind: 'none' as const }),
    contentWebhookSecret: vars.SANITY_WEBHOOK_SECRET ?? null,
  }),
  describe: (edge) => (edge.kind === 'varnish' ? `varnish (purge ${edge.purgeUrls.map(hostOf).join(', ')})` : 'none (pages expire by max-age)'),
});
