// Home-page banner pictures behind `/images/banners/{name}.svg`, drawn from the file name alone.

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;

const BACKGROUNDS = ['#1d3557', '#6a040f', '#2d6a4f', '#3c096c', '#7f4f24'];

/**
 * `name` is the file name without `.svg`; it picks the colour. The picture holds no words: the
 * banner's title and text are set over it as page text, and a title drawn here as well showed twice.
 */
export function bannerImageSvg(name: string): string {
  const background = BACKGROUNDS[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % BACKGROUNDS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">` +
    `<rect width="1600" height="600" fill="${background}"/><circle cx="1300" cy="300" r="220" fill="#fff" opacity=".12"/>` +
    `<circle cx="1480" cy="560" r="140" fill="#fff" opacity=".08"/></svg>`
  );
}
