import { PageMeta } from '../components/page-meta';
import type { ProductSeoView } from './view-models';

/** Title, description, canonical URL, social tags and Product, BreadcrumbList and VideoObject JSON-LD; the root layout adds hreflang alternates. */
export function ProductSeo({ seo }: { seo: ProductSeoView }) {
  return (
    <PageMeta
      title={seo.title}
      description={seo.description}
      canonical={seo.canonical}
      image={seo.image}
      type="product"
      jsonLd={[seo.jsonLd, ...seo.extraJsonLd]}
    />
  );
}
