// Responsive product images. A srcset only helps when the image host can serve each width:
// Shopify's image CDN resizes to a `width` query parameter; the embedded catalogue's SVGs are
// vector files that scale by themselves, so they (and any other host) get no srcset at all.
import { srcsetWidths } from '../../domain/timing';

const RESIZING_HOSTS = new Set(['cdn.shopify.com']);

/** Slots the images fill (see search.css and product.css), for the browser to pick a width. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 320px, (min-width: 600px) 34vw, 50vw';
export const GALLERY_IMAGE_SIZES = '(min-width: 1280px) 740px, (min-width: 900px) 58vw, 100vw';

function resizable(url: string): URL | null {
  // Most images are site paths: answering them without a thrown URL error keeps cards cheap to render.
  if (!url.startsWith('https://')) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && RESIZING_HOSTS.has(parsed.hostname) && !/\.svg$/i.test(parsed.pathname) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The srcset of the spec's widths (200, 400, ... 3000) for an image the host resizes, never wider
 * than the image itself when its width is known; undefined for any other image.
 */
export function imageSrcSet(url: string, intrinsicWidth?: number): string | undefined {
  const base = resizable(url);
  if (!base) return undefined;
  const widths = srcsetWidths().filter((width) => intrinsicWidth === undefined || width <= intrinsicWidth);
  if (widths.length === 0) return undefined;
  return widths
    .map((width) => {
      const sized = new URL(base);
      sized.searchParams.set('width', String(width));
      return `${sized.toString()} ${width}w`;
    })
    .join(', ');
}

/** srcset and sizes props for an <img>, or none; width and height stay on the element either way. */
export function responsiveImageProps(url: string, sizes: string, intrinsicWidth?: number): { srcSet?: string; sizes?: string } {
  const srcSet = imageSrcSet(url, intrinsicWidth);
  return srcSet ? { srcSet, sizes } : {};
}
