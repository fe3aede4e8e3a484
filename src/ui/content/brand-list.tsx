import { Link } from '../components/link';
import type { BrandView } from './view-models';

/** /pages/brands: each brand's logo (or its name) linking to the search refined to it. */
export function BrandList({ brands }: { brands: readonly BrandView[] }) {
  if (brands.length === 0) return null;
  return (
    <ul className="brand-list" aria-label="Brands">
      {brands.map((brand) => (
        <li key={brand.name} className="brand-list__item"><Link to={brand.href} className="brand-list__link">{brand.logo ? <img src={brand.logo} alt={`${brand.name} logo`} width={160} height={80} loading="lazy" /> : null}<span className="brand-list__name">{brand.name}</span></Link></li>
      ))}
    </ul>
  );
}
