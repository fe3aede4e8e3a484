import { useLoaderData } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { RichTextView } from '../components/rich-text';
import type { ContentPageView } from '../view-models';

export default function ContentPage() {
  const page = useLoaderData() as ContentPageView;
  return (
    <article className="content-page">
      <PageMeta title={page.seoTitle} description={page.description} />
      <h1>{page.title}</h1>
      <RichTextView value={page.body} />
    </article>
  );
}
