// The personal parts of a shared page, one per ESI include (`<esi:include src="/_esi/hole?name=…&base=…">`,
// src/server/ssr/personal-holes.tsx): the edge fetches each with the shopper's cookies and puts it
// where the include was. A shopper's part is `private, no-store` for the browser; the anonymous part,
// the same for everyone, is public.
// An edge that keys fragments by the shopper's own cookies (`Shopper-Keyed/1.0`) may keep a shopper's
// part for a moment, tagged for purging (src/server/http/kept-personal-parts.ts); the browser still
// gets `private, no-store`. A part built from data that could not be loaded is never kept.
// The edge inserts whatever body it gets, so a part whose data could not be loaded is the anonymous
// one rather than an error page in the header; a bad name or base is 404 and says nothing.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { ANONYMOUS_PERSONAL, type PersonalData } from '../../ui/personal/personal-data';
import { ESI_HOLE_PATH, holeFillFor } from '../ssr/personal-holes';
import { PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, SURROGATE_CONTROL } from './edge-caching';
import { edgeKeepsPerShopper, fullyKnown, KEPT_PART_SURROGATE_CONTROL, shownProductKeys } from './kept-personal-parts';

export interface EsiFragmentOptions {
  /** The link bases of the shop's markets ('' for the default one, '/en-nz' …). */
  bases: readonly string[];
  /** The shopper's personal data, or null when the request names no cart, session, saved list or store. */
  personalOf: (req: Request, res: Response) => Promise<PersonalData> | null;
  /** The shopper's own surrogate keys (cart and customer, by digest): an edge keeping their part tags it with them. */
  shopperKeysOf?: (req: Request, res: Response) => string[];
}

const query = z.object({
  name: z.string().max(8_000).regex(/^[a-z0-9-]+(?:\.[A-Za-z0-9_.!~*()%'-]*)?$/),
  base: z.string().max(20).default(''),
});

export function esiFragmentRoutes({ bases, personalOf, shopperKeysOf }: EsiFragmentOptions): Router {
  const router = Router();
  router.get(ESI_HOLE_PATH, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const parsed = query.safeParse(req.query);
      if (!parsed.success || !bases.includes(parsed.data.base)) {
        res.status(404).set('cache-control', 'no-store').type('text/plain').send('No such part');
        return;
      }
      const loading = personalOf(req, res);
      let personal = ANONYMOUS_PERSONAL;
      if (loading) {
        res.set('cache-control', PRIVATE_CACHE_CONTROL);
        let loaded = true;
        personal = await loading.catch(() => ((loaded = false), ANONYMOUS_PERSONAL));
        const shopper = shopperKeysOf?.(req, res) ?? [];
        if (loaded && shopper.length > 0 && fullyKnown(personal) && edgeKeepsPerShopper(req)) {
          res.set('surrogate-control', KEPT_PART_SURROGATE_CONTROL).set('surrogate-key', [...shopper, ...shownProductKeys(personal)].join(' '));
        }
      } else res.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL).set('surrogate-control', SURROGATE_CONTROL);
      res.type('text/html').send(holeFillFor(personal, parsed.data.base)(parsed.data.name));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
