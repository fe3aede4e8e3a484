import { scriptSafeJson } from '../app-context';
import { PageMeta } from '../components/page-meta';
import type { ProductSeoView } from './view-models';

/** Title, description, canonical URL and Product JSON-LD; React hoists the tags into <head>. The root layout adds hreflang alternates. */
export function ProductSeo({ seo }: { seo: ProductSeoView }) {
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} />
      <link rel="canonical" href={seo.canonical} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(seo.jsonLd) }} />
    </>
  );
}
