// The preview bar as a part of its own (issue 18): only content editors in preview mode see it, so
// its code is not in every shopper's first load. While its chunk is on its way the bar shows what
// it shows before the client has mounted ('Loading preview...'), as the server rendered it.
import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '../components/lazy-part';
import type { PreviewBar as Bar } from './preview-bar';

const Part = lazyPart<ComponentProps<typeof Bar>>(() => import('./preview-bar').then((module) => ({ default: module.PreviewBar })));

export function PreviewBar(props: ComponentProps<typeof Bar>) {
  return (
    <Suspense
      fallback={
        <div className="preview-bar preview-bar--loading" role="status">
          Loading preview...
        </div>
      }
    >
      <Part.Component {...props} />
    </Suspense>
  );
}
