import { useHref, useLocation } from '../router/hooks';
import { previewModeEnabled } from '../../domain/product-page';
import { useMounted } from './use-mounted';

export const PREVIEW_ENDPOINT = '/api/preview';

/**
 * Preview mode for content editors: 'Loading preview...' until the client has mounted, then the
 * bar whose 'Exit Preview Mode' posts the current path as `slug` to POST /api/preview. Enabled
 * only after mount and only when a preview project id is configured (spec section 4).
 */
export function PreviewBar({ previewProjectId }: { previewProjectId: string | undefined }) {
  const mounted = useMounted();
  const { pathname, search } = useLocation();
  // The path as the browser shows it, with the locale prefix (the router's basename).
  const slug = useHref({ pathname, search });
  if (!mounted) {
    return (
      <div className="preview-bar preview-bar--loading" role="status">
        Loading preview...
      </div>
    );
  }
  if (!previewModeEnabled(mounted, previewProjectId)) return null;
  return (
    <div className="preview-bar" role="region" aria-label="Preview mode">
      <p>You are viewing unpublished content.</p>
      <form method="post" action={PREVIEW_ENDPOINT}>
        <input type="hidden" name="slug" value={slug} />
        <button type="submit" className="button">
          Exit Preview Mode
        </button>
      </form>
    </div>
  );
}
