// What the generator is asked for one product: where it sits in the tree and which brands fit.
import type { DemoBrand } from './catalogue-types';
import type { LeafPlacement } from './category-tree';

export interface ProductPlan {
  index: number;
  placement: LeafPlacement;
  brands: readonly DemoBrand[];
  /** Pins every variant to this AUD price (cents) and keeps the product plain and active. */
  fixedAudPrice?: number;
}
