import type { DemoProduct } from './catalogue-types';
import { singleUnitInventory } from './inventory';
import { newStockVariantOf, openBoxMarketPrices } from './open-box';
import { productId, variantId } from './product-variants';

// An open-box listing is a product of its own (own id, handle and variant) for one unit of a
// new-stock parent. It points at the parent, so its page can offer "View New Stock". The unit keeps
// its parent's number: one physical unit has one identity wherever it is offered, so selling it
// from either page takes it off both, and a cart cannot hold it twice.

export function openBoxListing(parent: DemoProduct, index: number, takeHandle: (base: string) => string): DemoProduct {
  const unit = parent.openBoxItems[0];
  const parentVariant = unit ? newStockVariantOf(parent, unit) : undefined;
  if (!unit || !parentVariant) throw new Error(`product ${parent.id} has no open-box unit to list`);
  const id = productId(index);
  const listingVariantId = variantId(index, 0);
  return {
    ...structuredClone(parent),
    id,
    handle: takeHandle(`${parent.handle}-open-box`),
    title: `${parent.title} (Open Box)`,
    tags: [...parent.tags.filter((tag) => !tag.startsWith('ribbon:')), 'open-box'],
    staffPick: false,
    ribbon: null,
    metafields: { ...parent.metafields, stock_status: 'In Stock' },
    images: parent.images.map((image, n) => ({ ...image, url: `/images/products/${id}-${n + 1}.svg` })),
    globalSortOverride: 0,
    variants: [
      {
        id: listingVariantId,
        sku: `${parentVariant.sku}-OB`,
        title: parentVariant.title,
        selectedOptions: parentVariant.selectedOptions,
        prices: openBoxMarketPrices(unit.open_box_price, unit.retail_price),
        inventory: singleUnitInventory(unit.warehousecode),
      },
    ],
    openBoxItems: [{ ...unit, shopifyVariantId: listingVariantId }],
    openBoxParent: { productId: parent.id, handle: parent.handle },
    rentalRate: null,
    relatedProductIds: [],
  };
}
