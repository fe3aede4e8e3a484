import { scriptSafeJson } from '../app-context';
import { PageMeta } from '../components/page-meta';
import type { ProductSeoView } from './view-models';

/** Title, description, canonical URL, hreflang alternates and Product JSON-LD; React hoists the tags into <head>. */
export function ProductSeo({ seo }: { seo: ProductSeoView }) {
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} />
      <link rel="canonical" href={seo.canonical} />
      {seo.alternates.map((alternate) => (
        <link key={alternate.language} rel="alternate" hrefLang={alternate.language} href={alternate.url} />
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(seo.jsonLd) }} />
    </>
  );
}
