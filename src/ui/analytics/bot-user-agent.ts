// Bots, crawlers and scrapers by user agent, by isbot's maintained list; an empty user agent is not
// a browser either. Read in the browser (analytics) and on the server (analytics beacons, buy-now GETs).
import { isbot } from 'isbot';

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  return ua === '' || isbot(ua);
}
