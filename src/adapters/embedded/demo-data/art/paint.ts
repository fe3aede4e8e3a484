// Finishes: the variant's colour as a fill, burst finishes as a gradient, and a shade of it for
// edges and bevels.

const COLOUR_HEX: Readonly<Record<string, string>> = {
  Sunburst: '#b5651d', 'Olympic White': '#f1ede0', Black: '#1f1f22', 'Candy Apple Red': '#b3132b', 'Sonic Blue': '#86bcd8',
  Natural: '#d9b483', 'Surf Green': '#93d3bb', Cherry: '#8b1a1a', 'Tobacco Burst': '#6b3e1f', 'Butterscotch Blonde': '#e3b868',
  White: '#f3f3f1', Silver: '#c3c5cc', Grey: '#75777e', Red: '#c62828', Blue: '#1e5aa8', 'Piano Black': '#121214',
  'Silver Sparkle': '#d4d7dd', 'Natural Maple': '#dfbd8a', 'Wine Red': '#6d1027', 'Ocean Blue': '#1f6f9f', Walnut: '#5c3a21',
};

/** Finishes drawn dark at the edge and light in the middle. */
const BURSTS: Readonly<Record<string, readonly [string, string]>> = {
  Sunburst: ['#f0b13a', '#2a0f05'],
  'Tobacco Burst': ['#c98a3c', '#1d0d05'],
  Cherry: ['#c4302b', '#4a0707'],
  'Silver Sparkle': ['#f2f3f6', '#8d919b'],
};

export interface Paint {
  /** Fill of the finished surface: a colour, or url(#fin) for a burst. */
  fill: string;
  /** The finish's main colour as hex. */
  hex: string;
  /** A darker shade of it, for edges, sides and bevels. */
  shade: string;
  /** True when the finish is light, so details on it are drawn dark. */
  light: boolean;
  /** <defs> content the fill needs (empty for a plain colour). */
  defs: string;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function darken(hex: string, amount: number): string {
  return `#${channels(hex).map((c) => Math.round(c * (1 - amount)).toString(16).padStart(2, '0')).join('')}`;
}

export function isLight(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

/** The hex of a catalogue colour name, or undefined for a colour the shop does not list. */
export const hexOf = (colour: string | undefined) => (colour ? COLOUR_HEX[colour] : undefined);

/** `centre` is where a burst is lightest, in picture coordinates: [x, y, radius]. */
export function paintOf(colour: string | undefined, fallback: string, centre: readonly [number, number, number] = [400, 620, 210]): Paint {
  const hex = hexOf(colour) ?? fallback;
  const burst = colour ? BURSTS[colour] : undefined;
  const base = { hex, shade: darken(hex, 0.35), light: isLight(hex) };
  if (!burst) return { ...base, fill: hex, defs: '' };
  return { ...base, fill: 'url(#fin)', defs: `<radialGradient id="fin" gradientUnits="userSpaceOnUse" cx="${centre[0]}" cy="${centre[1]}" r="${centre[2]}"><stop offset=".35" stop-color="${burst[0]}"/><stop offset="1" stop-color="${burst[1]}"/></radialGradient>` };
}
