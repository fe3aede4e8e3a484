// Variant choice (issue 15): which options a product is sold in, which variant a selection picks,
// which combinations exist and which can be bought. Options are read from the variants'
// selectedOptions (as Shopify gives them), so a product needs no separate option list.
import type { SelectedOption, Variant } from './product';

export interface ProductOption {
  name: string;
  /** In the order the variants first use them. */
  values: string[];
}

/** What choosing one option value leads to, given the variant on show. */
export type CombinationState = 'available' | 'sold-out' | 'unavailable';

export interface OptionValueChoice<V = Variant> {
  value: string;
  /** The variant on show has this value. */
  selected: boolean;
  /** 'unavailable': no variant has this value with the other values on show; 'sold-out': one does, not for sale. */
  state: CombinationState;
  /** The variant the choice shows: the exact combination, or the closest variant that has this value. */
  target: V;
}

type VariantLike = Pick<Variant, 'selectedOptions' | 'availableForSale'>;

/** The variant a page shows when nothing is chosen: the first available one, else the first. */
export function defaultVariant<V extends VariantLike>(variants: readonly V[]): V | undefined {
  return variants.find((v) => v.availableForSale) ?? variants[0];
}

/** Option names and values over all variants; none for a single 'Default Title' variant. */
export function productOptions(variants: readonly VariantLike[]): ProductOption[] {
  const options = new Map<string, string[]>();
  for (const variant of variants) {
    for (const { name, value } of variant.selectedOptions) {
      const values = options.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      options.set(name, values);
    }
  }
  const list = [...options].map(([name, values]) => ({ name, values }));
  return variants.length <= 1 && list.every((o) => o.values.length <= 1) ? [] : list;
}

/** Case, spaces and punctuation do not matter when a URL names a value: 'left-handed' reads 'Left Handed'. */
const loose = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The selection a query names, keeping only known option names with known values (written as the
 * product writes them). Anything else in the query is ignored.
 */
export function readSelection(options: readonly ProductOption[], query: ReadonlyMap<string, string>): Map<string, string> {
  const byName = new Map([...query].map(([name, value]) => [loose(name), value] as const));
  const selection = new Map<string, string>();
  for (const option of options) {
    const asked = byName.get(loose(option.name));
    const value = asked === undefined ? undefined : option.values.find((v) => loose(v) === loose(asked));
    if (value !== undefined) selection.set(option.name, value);
  }
  return selection;
}

const valueOf = (variant: VariantLike, name: string) => variant.selectedOptions.find((o) => o.name === name)?.value;

const matches = (variant: VariantLike, selection: ReadonlyMap<string, string>) =>
  [...selection].filter(([name, value]) => valueOf(variant, name) === value).length;

/** Most matching values first, then available before sold out, then the catalogue's order. */
function closest<V extends VariantLike>(candidates: readonly V[], selection: ReadonlyMap<string, string>): V | undefined {
  let best: V | undefined;
  let bestScore = -1;
  for (const variant of candidates) {
    const score = matches(variant, selection) * 2 + (variant.availableForSale ? 1 : 0);
    if (score > bestScore) [best, bestScore] = [variant, score];
  }
  return best;
}

/**
 * The variant a selection picks: none chosen, the default variant; an existing combination, that
 * variant; a combination no variant has, the closest one (most values in common, available first).
 */
export function selectVariant<V extends VariantLike>(variants: readonly V[], selection: ReadonlyMap<string, string>): V | undefined {
  if (selection.size === 0) return defaultVariant(variants);
  return closest(variants, selection);
}

/** The variant with exactly these option values, if the product has one. */
export function variantWithOptions<V extends VariantLike>(variants: readonly V[], options: readonly SelectedOption[]): V | undefined {
  return variants.find((v) => v.selectedOptions.length === options.length && options.every((o) => valueOf(v, o.name) === o.value));
}

/** Whether a combination exists and can be bought. */
export function combinationState(variants: readonly VariantLike[], options: readonly SelectedOption[]): CombinationState {
  const variant = variantWithOptions(variants, options);
  if (!variant) return 'unavailable';
  return variant.availableForSale ? 'available' : 'sold-out';
}

/** Every value of every option, marked against the variant on show: the picker's contents. */
export function optionChoices<V extends VariantLike>(variants: readonly V[], shown: V): { name: string; values: OptionValueChoice<V>[] }[] {
  return productOptions(variants).map(({ name, values }) => ({
    name,
    values: values.map((value) => {
      const wanted = shown.selectedOptions.map((o) => (o.name === name ? { name, value } : o));
      const exact = variantWithOptions(variants, wanted);
      const rest = new Map(wanted.filter((o) => o.name !== name).map((o) => [o.name, o.value] as const));
      const target = exact ?? (closest(variants.filter((v) => valueOf(v, name) === value), rest) as V);
      return { value, selected: valueOf(shown, name) === value, state: combinationState(variants, wanted), target };
    }),
  }));
}

/** The query that names a variant: its option values by name ('Colour=Sunburst&Orientation=Left+Handed'). */
export function variantQuery(variant: Pick<Variant, 'selectedOptions'>): string {
  return new URLSearchParams(variant.selectedOptions.map((o) => [o.name, o.value])).toString();
}
