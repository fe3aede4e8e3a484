// The few SVG shapes every drawing is made of, written as short strings: a product picture is a
// couple of kilobytes of vectors, sharp at every size.

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** An unfilled line. */
export const line = (d: string, colour: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"${extra}/>`;

export const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

/** `n` pieces drawn by `draw(i)`, one after another. */
export const repeat = (n: number, draw: (i: number) => string) => Array.from({ length: n }, (_, i) => draw(i)).join('');

/** A knob: a dark cap with a light pointer. */
export const knob = (cx: number, cy: number, r: number, cap = '#1b1b1d', pointer = '#f5f5f5') =>
  circle(cx, cy, r, cap) + line(`M${cx} ${cy}v${-r * 0.8}`, pointer, Math.max(2, r / 5));

/** A row of `n` knobs from (x, y), `dx` apart. */
export const knobs = (x: number, y: number, n: number, dx: number, r: number, cap?: string) => repeat(n, (i) => knob(x + i * dx, y, r, cap));

/** A speaker cone seen from the front. */
export const cone = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, '#1a1a1a') + circle(cx, cy, r * 0.86, '#2c2c2e') + circle(cx, cy, r * 0.3, '#3a3a3d') + circle(cx, cy, r * 0.86, 'none', ' stroke="#000" stroke-opacity=".4" stroke-width="4"');

/** A piano keyboard `w` wide with `white` white keys (black keys drawn in the usual 2 + 3 groups). */
export function keyboard(x: number, y: number, w: number, h: number, white: number): string {
  const kw = w / white;
  const gaps = repeat(white - 1, (i) => `M${(x + (i + 1) * kw).toFixed(1)} ${y}v${h}`);
  const blacks = repeat(white - 1, (i) => ([0, 1, 3, 4, 5].includes(i % 7) ? `M${(x + (i + 1) * kw).toFixed(1)} ${y}v${(h * 0.62).toFixed(1)}` : ''));
  return rect(x, y, w, h, '#fbfbf8') + line(gaps, '#b9b9b4', 1) + line(blacks, '#161616', kw * 0.62);
}
