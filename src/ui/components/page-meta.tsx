import { useRouteLoaderData } from 'react-router';
import { applyTitleTemplate, plainTextDescription, robotsContent, type RobotsFlags } from '../../domain/seo';
import type { RootData } from '../view-models';

/** <title>, description and (for pages that set robots flags) robots for a page; React hoists them into <head>. */
export function PageMeta({ title, description, robots }: { title?: string; description?: string; robots?: RobotsFlags }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const seo = root?.layout.seo;
  const fullTitle = title ? applyTitleTemplate(title, seo?.titleTemplate ?? '%s') : (seo?.title ?? '');
  const text = plainTextDescription(description ?? seo?.description ?? '', 155);
  return (
    <>
      <title>{fullTitle}</title>
      {text ? <meta name="description" content={text} /> : null}
      {robots ? <meta name="robots" content={robotsContent(robots)} /> : null}
    </>
  );
}
