import { escapeMarkup } from './text';

// Home-page banner pictures behind `/images/banners/{name}.svg`, drawn from the file name alone.

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;

const BACKGROUNDS = ['#1d3557', '#6a040f', '#2d6a4f', '#3c096c', '#7f4f24'];

/** `name` is the file name without `.svg`, e.g. 'showtime-sale' drawn as 'Showtime Sale'. */
export function bannerImageSvg(name: string): string {
  const words = name.split('-').filter(Boolean).map((word) => word[0]!.toUpperCase() + word.slice(1));
  const background = BACKGROUNDS[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % BACKGROUNDS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">` +
    `<rect width="1600" height="600" fill="${background}"/><circle cx="1300" cy="300" r="220" fill="#fff" opacity=".12"/>` +
    `<text x="120" y="330" font-family="Arial,sans-serif" font-size="96" font-weight="700" fill="#fff">${escapeMarkup(words.join(' '))}</text></svg>`
  );
}
