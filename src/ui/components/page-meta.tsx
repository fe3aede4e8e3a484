import { useRouteLoaderData } from 'react-router';
import { applyTitleTemplate, plainTextDescription } from '../../domain/seo';
import type { RootData } from '../view-models';

/** <title> and description for a page; React hoists both into <head>. */
export function PageMeta({ title, description }: { title?: string; description?: string }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const seo = root?.layout.seo;
  const fullTitle = title ? applyTitleTemplate(title, seo?.titleTemplate ?? '%s') : (seo?.title ?? '');
  const text = plainTextDescription(description ?? seo?.description ?? '', 155);
  return (
    <>
      <title>{fullTitle}</title>
      {text ? <meta name="description" content={text} /> : null}
    </>
  );
}
