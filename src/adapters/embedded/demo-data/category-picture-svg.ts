import type { ProductArt } from './instrument-kinds';
import { productPictureSvg } from './product-image-svg';

// The home page's category tiles show one instrument of each top category, behind
// `/images/categories/{handle}.svg`: the same drawings as the products, front view.

const CATEGORY_ART: Readonly<Record<string, { art: ProductArt; colour?: string }>> = {
  'guitar-bass': { art: { kind: 'electric-guitar', shape: 'strat', leaf: 'solid-body-electric-guitars' }, colour: 'Sunburst' },
  keyboards: { art: { kind: 'synthesizer', shape: null, leaf: 'analog-synthesizers' } },
  drums: { art: { kind: 'drum-kit', shape: null, leaf: 'acoustic-drum-kits' }, colour: 'Wine Red' },
  'live-sound-pa': { art: { kind: 'pa-speaker', shape: null, leaf: 'powered-pa-speakers' } },
  lighting: { art: { kind: 'moving-head', shape: null, leaf: 'moving-heads' } },
  'studio-gear': { art: { kind: 'studio-monitor', shape: null, leaf: 'studio-monitors' } },
  'dj-equipment': { art: { kind: 'turntable', shape: null, leaf: 'turntables' } },
  headphones: { art: { kind: 'headphones', shape: null, leaf: 'studio-headphones' } },
  accessories: { art: { kind: 'guitar-stand', shape: null, leaf: 'guitar-stands' } },
};

/** The picture of a top category, or undefined for a handle the demo catalogue has no top category for. */
export function categoryPictureSvg(handle: string): string | undefined {
  const entry = CATEGORY_ART[handle];
  if (!entry) return undefined;
  return productPictureSvg({ art: entry.art, productId: '0', view: 1, label: `${entry.art.kind.replace(/-/g, ' ')}`, ...(entry.colour ? { colour: entry.colour } : {}) });
}
