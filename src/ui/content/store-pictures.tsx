// A store page's pictures (issue 33: 'no store photo'; 'a static map picture … when the map frame
// cannot load'): the shop front and a street map, drawn as SVG from the store's own data (its name,
// street and the transport it lists), in the design's colours. No network and no photo to keep up:
// every store gets both, and a store added in the CMS gets them the day it is published.
// Server-rendered islands (store-picture-island.ts): this drawing code is fetched after the page has
// loaded, so a store page's first script does not carry it.

/** The store's street from its first address line: '210 Brunswick Street' -> 'Brunswick Street'. */
export function streetOf(line: string): string {
  return line.replace(/^(shop|unit|suite)?\s*[\d/-]+[a-z]?\s+/i, '').trim() || line;
}

/** A small whole number from the store's slug, so each store's picture differs a little and never changes. */
function seedOf(slug: string): number {
  let seed = 7;
  for (const char of slug) seed = (seed * 31 + char.charCodeAt(0)) % 9973;
  return seed;
}

const INK = '#17171c';
const STAGE = '#1d1a24';
const BRAND = '#c8102e';
const GOLD = '#f2b33d';
const WALLS = ['#e9dccb', '#dfe4e6', '#efe2d2'] as const;
const TRIMS = ['#2f3b4a', '#3f2e2a', '#243b33'] as const;

/** A guitar on the wall, body down, at (x, y), `scale` tall units. */
function Guitar({ x, y, colour }: { x: number; y: number; colour: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="-2" y="-62" width="4" height="40" fill="#6b4a2b" />
      <rect x="-4" y="-70" width="8" height="10" rx="2" fill={INK} />
      <path d="M0-24c-9 0-14 6-12 13 1 4-5 6-5 13 0 9 8 14 17 14s17-5 17-14c0-7-6-9-5-13 2-7-3-13-12-13z" fill={colour} />
      <circle cx="0" cy="-2" r="3.5" fill={INK} opacity="0.55" />
    </g>
  );
}

/** The shop front: fascia with the shop's name and the store's, an awning, two windows of instruments, the door. */
export function StoreFrontPicture({ siteTitle, storeName, slug }: { siteTitle: string; storeName: string; slug: string }) {
  const seed = seedOf(slug);
  const wall = WALLS[seed % WALLS.length];
  const trim = TRIMS[seed % TRIMS.length];
  const guitars = ['#c8102e', '#f2b33d', '#1f4fb5', '#17683b', '#e9e4da', '#8a4b00'];
  const pick = (i: number) => guitars[(seed + i) % guitars.length] as string;
  return (
    <svg className="store-page__front" viewBox="0 0 640 400" role="img" aria-label={`The front of ${siteTitle} ${storeName}`} preserveAspectRatio="xMidYMid slice">
      <rect width="640" height="400" fill="#f7f5f1" />
      <rect y="0" width="640" height="70" fill="#e6eefc" />
      <rect x="20" y="40" width="600" height="320" fill={wall} />
      <rect x="20" y="40" width="600" height="14" fill={trim} />
      <rect x="44" y="66" width="552" height="58" rx="4" fill={STAGE} />
      <text x="320" y="96" textAnchor="middle" fill="#fff" fontFamily="system-ui, sans-serif" fontSize="26" fontWeight="800" letterSpacing="3">
        {siteTitle.toUpperCase()}
      </text>
      <text x="320" y="116" textAnchor="middle" fill={GOLD} fontFamily="system-ui, sans-serif" fontSize="13" fontWeight="700" letterSpacing="2">
        {storeName.toUpperCase()}
      </text>
      <path d="M36 132h568l-18 30H54z" fill={BRAND} />
      <path d="M36 132h568v6H36z" fill="#9f0c24" />
      {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
        <path key={i} d={`M${54 + i * 62} 162h31l-4-24h-31z`} fill="#fff" opacity="0.18" />
      ))}
      {[56, 390].map((left, side) => (
        <g key={left}>
          <rect x={left} y="172" width="194" height="150" fill={trim} />
          <rect x={left + 6} y="178" width="182" height="138" fill="#2a2833" />
          <rect x={left + 6} y="178" width="182" height="138" fill="#fdf6e3" opacity="0.08" />
          {side === 0 ? (
            <>
              <Guitar x={left + 40} y={268} colour={pick(0)} />
              <Guitar x={left + 92} y={262} colour={pick(1)} />
              <Guitar x={left + 144} y={268} colour={pick(2)} />
              <rect x={left + 14} y="284" width="166" height="32" fill="#3a3744" />
            </>
          ) : (
            <>
              <rect x={left + 18} y="248" width="62" height="68" rx="4" fill={INK} />
              <rect x={left + 24} y="254" width="50" height="34" rx="2" fill="#4a4657" />
              <circle cx={left + 34} cy="300" r="3" fill={GOLD} />
              <circle cx={left + 46} cy="300" r="3" fill={GOLD} />
              <rect x={left + 92} y="262" width="84" height="10" rx="2" fill={INK} />
              <rect x={left + 96} y="264" width="76" height="6" fill="#fff" />
              {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => (
                <rect key={k} x={left + 98 + k * 7.4} y="264" width="3" height="4" fill={INK} />
              ))}
              <path d={`M${left + 100} 272l-6 44M${left + 168} 272l6 44`} stroke={INK} strokeWidth="3" />
              <Guitar x={left + 136} y={238} colour={pick(3)} />
            </>
          )}
          <rect x={left} y="170" width="194" height="4" fill="#fff" opacity="0.35" />
        </g>
      ))}
      <rect x="270" y="172" width="100" height="188" fill={trim} />
      <rect x="278" y="180" width="84" height="180" fill="#2a2833" />
      <rect x="290" y="196" width="60" height="22" rx="3" fill={GOLD} />
      <text x="320" y="212" textAnchor="middle" fill={INK} fontFamily="system-ui, sans-serif" fontSize="12" fontWeight="800" letterSpacing="1.5">
        OPEN
      </text>
      <circle cx="352" cy="276" r="3.5" fill={GOLD} />
      <rect x="0" y="360" width="640" height="40" fill="#c4bfb6" />
      <rect x="0" y="360" width="640" height="5" fill="#a9a398" />
      <rect x="470" y="330" width="40" height="30" rx="3" fill={BRAND} opacity="0.9" />
      <rect x="130" y="338" width="26" height="22" rx="2" fill="#6b6f5a" />
      <path d="M143 338c-14-10-12-30 0-38 12 8 14 28 0 38z" fill="#2f6b45" />
    </svg>
  );
}

/**
 * A street map around the store: its street across the middle, named; cross streets and blocks; a
 * park; the store's pin with its name; and a marker for each way of getting there it lists.
 */
export function StoreMapPicture({ storeName, addressLine, slug, transport }: { storeName: string; addressLine: string; slug: string; transport: readonly string[] }) {
  const street = streetOf(addressLine);
  const seed = seedOf(slug);
  const crossing = [90 + (seed % 40), 250 + (seed % 30), 430 + (seed % 50), 580 + (seed % 30)];
  const marks = transport.slice(0, 3);
  return (
    <svg className="store-page__static-map" viewBox="0 0 800 400" role="img" aria-label={`Map: ${storeName} on ${street}`} preserveAspectRatio="xMidYMid slice">
      <rect width="800" height="400" fill="#efebe4" />
      {[40, 120, 280, 340].map((y, row) =>
        [0, 1, 2, 3, 4].map((col) => {
          const from = col === 0 ? 0 : (crossing[col - 1] as number) + 14;
          const to = col === 4 ? 800 : (crossing[col] as number) - 14;
          const park = row === 2 && col === (seed % 3) + 1;
          return <rect key={`${row}-${col}`} x={from} y={y} width={Math.max(0, to - from)} height={row % 2 === 0 ? 66 : 44} rx="6" fill={park ? '#cfe6d3' : '#e4e0d9'} />;
        }),
      )}
      {crossing.map((x) => (
        <rect key={x} x={x - 10} y="0" width="20" height="400" fill="#fff" />
      ))}
      <rect x="0" y="186" width="800" height="34" fill="#fff" />
      <rect x="0" y="202" width="800" height="2" fill="#f2b33d" opacity="0.7" />
      <text x="40" y="181" fill="#5b5b66" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="700" letterSpacing="1">
        {street.toUpperCase()}
      </text>
      {marks.map((mode, i) => {
        // Clear of the pin and its label: the first, last and second cross streets, above and below the street.
        const x = crossing[[0, 3, 1][i] as number] as number;
        const y = i === 1 ? 112 : 300;
        return (
          <g key={mode} transform={`translate(${x} ${y})`}>
            <rect x="-27" y="-13" width="54" height="26" rx="13" fill="#1f4fb5" />
            <text y="5" textAnchor="middle" fill="#fff" fontFamily="system-ui, sans-serif" fontSize="13" fontWeight="700">
              {mode}
            </text>
          </g>
        );
      })}
      <g transform="translate(400 196)">
        <ellipse cy="4" rx="12" ry="4" fill="#17171c" opacity="0.25" />
        <path d="M0 0c-3-14-22-22-22-40a22 22 0 0 1 44 0c0 18-19 26-22 40z" fill="#c8102e" />
        <circle cy="-40" r="8" fill="#fff" />
        <rect x="-90" y="-104" width="180" height="30" rx="15" fill="#17171c" />
        <text y="-84" textAnchor="middle" fill="#fff" fontFamily="system-ui, sans-serif" fontSize="14" fontWeight="700">
          {storeName}
        </text>
      </g>
    </svg>
  );
}

export type StorePictureProps =
  | { picture: 'front'; siteTitle: string; storeName: string; slug: string }
  | { picture: 'map'; storeName: string; addressLine: string; slug: string; transport: readonly string[] };

/** One of a store's pictures, as the island renders it. */
export default function StorePicture(props: StorePictureProps) {
  return props.picture === 'front' ? <StoreFrontPicture {...props} /> : <StoreMapPicture {...props} />;
}
