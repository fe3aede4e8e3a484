// Demo products the product-page tests need, picked from the same catalogue the test app serves.
import type { AppConfig } from '../../src/server/config';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoCatalogue, DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';

export function productFixtures(config: AppConfig) {
  const catalogue: DemoCatalogue = generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount });
  const active = catalogue.products.filter((p) => p.status === 'active');
  const find = (what: string, rule: (p: DemoProduct) => boolean) => {
    const found = active.find(rule);
    if (!found) throw new Error(`the demo catalogue has no ${what}`);
    return found;
  };
  const main = (p: DemoProduct) => p.variants[0]!;
  const plain = (p: DemoProduct) => p.openBoxParent === null && p.openBoxItems.length === 0 && !p.disablePayment;
  return {
    catalogue,
    normal: find('plain product', (p) => plain(p) && main(p).prices.AUD.compareAtPrice === null && p.metafields.is_heavy === 'false' && p.images.length > 1 && main(p).inventory.some((e) => e.quantity > 0)),
    discounted: find('discounted product', (p) => plain(p) && main(p).prices.AUD.compareAtPrice !== null),
    heavy: find('heavy product', (p) => plain(p) && p.metafields.is_heavy === 'true'),
    openBoxParent: find('product with open-box units', (p) => p.openBoxParent === null && p.openBoxItems.length > 0),
    openBoxListing: find('open-box listing', (p) => p.openBoxParent !== null),
    heavyOpenBoxParent: find('heavy product with open-box units', (p) => p.openBoxParent === null && p.openBoxItems.length > 0 && p.metafields.is_heavy === 'true'),
    rentable: find('rentable product', (p) => plain(p) && p.rentalRate !== null),
    longCopy: find('product with long copy', (p) => plain(p) && p.descriptionHtml.replace(/<[^>]*>/g, '').length > 1100),
    unpublished: catalogue.products.find((p) => p.status !== 'active')!,
    withWarranty: (duration: string) => find(`product with a ${duration} warranty`, (p) => p.openBoxParent === null && p.metafields.warranty_duration === duration),
    /** A product with payment options whose AUD selling price is within [min, max] cents. */
    payable: (min: number, max: number) => find(`product priced ${min}-${max} cents`, (p) => plain(p) && main(p).prices.AUD.price >= min && main(p).prices.AUD.price <= max),
    paymentDisabled: find('product with payment options off', (p) => p.openBoxParent === null && p.disablePayment),
    /** Related products that are themselves published. */
    relatedOf: (p: DemoProduct) => p.relatedProductIds.map((id) => active.find((q) => q.id === id)).filter((q): q is DemoProduct => Boolean(q)),
    withRelated: (min: number, max: number) => find(`product with ${min}-${max} related`, (p) => { const n = p.relatedProductIds.filter((id) => active.some((q) => q.id === id)).length; return n >= min && n <= max; }),
  };
}
