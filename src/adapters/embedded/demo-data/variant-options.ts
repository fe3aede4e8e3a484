import type { Palette, VariantKind } from './category-specs';
import type { Prng } from './prng';

// Which options a product is sold in (Colour, Orientation, Size, ...), at most four variants.

export interface OptionChoice {
  selectedOptions: { name: string; value: string }[];
  /** Added to the product's base price, in AUD dollars. */
  priceDelta: number;
}

export const PALETTES: Record<Palette, readonly string[]> = {
  guitar: ['Sunburst', 'Olympic White', 'Black', 'Candy Apple Red', 'Sonic Blue', 'Natural', 'Surf Green', 'Cherry', 'Tobacco Burst', 'Butterscotch Blonde'],
  gear: ['Black', 'White', 'Silver', 'Grey', 'Red', 'Blue'],
  drums: ['Piano Black', 'Silver Sparkle', 'Natural Maple', 'Wine Red', 'Ocean Blue', 'Walnut'],
};

/** Sized options; each step up the list adds `step` dollars. */
const SIZE_OPTIONS: Partial<Record<VariantKind, { name: string; values: readonly string[]; step: number }>> = {
  'stick-size': { name: 'Size', values: ['7A', '5A', '5B', '2B'], step: 0 },
  'cymbal-size': { name: 'Size', values: ['14"', '16"', '18"', '20"'], step: 40 },
  'string-gauge': { name: 'Gauge', values: ['09-42', '10-46', '11-49', '12-52'], step: 0 },
  'pick-gauge': { name: 'Gauge', values: ['Thin', 'Medium', 'Heavy', 'Extra Heavy'], step: 0 },
  'cable-length': { name: 'Length', values: ['3m', '6m', '10m'], step: 8 },
  'kit-size': { name: 'Configuration', values: ['20" Fusion', '22" Rock', '24" Studio'], step: 150 },
};

const single = (name: string, value: string, priceDelta = 0): OptionChoice => ({ selectedOptions: [{ name, value }], priceDelta });

export function optionChoices(kind: VariantKind, palette: Palette | undefined, prng: Prng): OptionChoice[] {
  if (kind === 'single') return [{ selectedOptions: [{ name: 'Title', value: 'Default Title' }], priceDelta: 0 }];
  const colours = PALETTES[palette ?? 'gear'];
  if (kind === 'colour') return prng.sample(colours, prng.int(1, 3)).map((colour) => single('Colour', colour));
  if (kind === 'guitar') {
    const picked = prng.sample(colours, prng.int(1, 3));
    const choices = picked.map((colour) => ({
      selectedOptions: [{ name: 'Colour', value: colour }, { name: 'Orientation', value: 'Right Handed' }],
      priceDelta: 0,
    }));
    // Left-handed models: about one in five, usually in the first colour only, priced a little higher.
    if (prng.chance(0.2)) {
      const colour = picked[0] as string;
      const leftHanded = { selectedOptions: [{ name: 'Colour', value: colour }, { name: 'Orientation', value: 'Left Handed' }], priceDelta: 50 };
      return prng.chance(0.25) ? [leftHanded] : [...choices, leftHanded].slice(0, 4);
    }
    return choices;
  }
  const sizes = SIZE_OPTIONS[kind];
  if (!sizes) throw new Error(`no options defined for variant kind ${kind}`);
  const count = prng.int(1, Math.min(4, sizes.values.length));
  return sizes.values.slice(0, count).map((value, index) => single(sizes.name, value, index * sizes.step));
}

export function variantTitle(choice: OptionChoice): string {
  return choice.selectedOptions.map((option) => option.value).join(' / ');
}
