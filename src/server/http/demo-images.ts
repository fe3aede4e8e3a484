import { Router } from 'express';
import { sendError } from './errors';
import { IMMUTABLE_CACHE_CONTROL } from './edge-caching';
import { z } from 'zod';
import type { DemoCatalogue, DemoProduct } from '../../adapters/embedded/demo-data/catalogue-types';
import { bannerImageSvg } from '../../adapters/embedded/demo-data/banner-image-svg';
import { categoryPictureSvg } from '../../adapters/embedded/demo-data/category-picture-svg';
import { brandLogoSvg, productImageSvgFor } from '../../adapters/embedded/demo-data/product-image-svg';

// '{productId}-{view}.svg', or '{productId}-v{variant}.svg' for a variant's own colour.
const productImage = z.object({ file: z.string().regex(/^(\d{1,20})-(v?)([1-9])\.svg$/) });
const namedImage = z.object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/) });

/**
 * Serves the embedded catalogue's generated SVG pictures. A URL names one picture that never
 * changes (a product's id and picture number, a brand, a banner), so browsers and CDNs keep them
 * for a year without asking again, as they do the content-hashed assets.
 */
export function demoImageRoutes(catalogue: DemoCatalogue): Router {
  const products = new Map<string, DemoProduct>(catalogue.products.map((p) => [p.id, p]));
  const brands = new Map(catalogue.brands.map((b) => [`${b.handle}.svg`, b]));
  const router = Router();
  const send = (res: import('express').Response, svg: string) =>
    res.type('image/svg+xml').set('cache-control', IMMUTABLE_CACHE_CONTROL).send(svg);

  router.get('/images/products/:file', (req, res) => {
    const parsed = productImage.safeParse(req.params);
    const match = parsed.success ? /^(\d+)-(v?)(\d)\.svg$/.exec(parsed.data.file) : null;
    const product = match ? products.get(match[1] as string) : undefined;
    const variant = match?.[2] ? Number(match[3]) : undefined;
    if (!match || !product || (variant !== undefined && !product.variants[variant - 1])) {
      sendError(req, res, 404, 'No such image');
      return;
    }
    send(res, variant === undefined ? productImageSvgFor(product, Number(match[3])) : productImageSvgFor(product, 1, variant));
  });

  router.get('/images/brands/:file', (req, res) => {
    const parsed = namedImage.safeParse(req.params);
    const brand = parsed.success ? brands.get(parsed.data.file) : undefined;
    if (!brand) {
      sendError(req, res, 404, 'No such image');
      return;
    }
    send(res, brandLogoSvg(brand));
  });

  router.get('/images/banners/:file', (req, res) => {
    const parsed = namedImage.safeParse(req.params);
    if (!parsed.success) {
      sendError(req, res, 404, 'No such image');
      return;
    }
    send(res, bannerImageSvg(parsed.data.file.replace(/\.svg$/, '')));
  });

  // A top category's picture, for the home page's category tiles.
  router.get('/images/categories/:file', (req, res) => {
    const parsed = namedImage.safeParse(req.params);
    const svg = parsed.success ? categoryPictureSvg(parsed.data.file.replace(/\.svg$/, '')) : undefined;
    if (!svg) {
      sendError(req, res, 404, 'No such image');
      return;
    }
    send(res, svg);
  });
  return router;
}
