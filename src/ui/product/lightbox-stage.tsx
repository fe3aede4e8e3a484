// The lightbox's stage: the image at full width, its position, previous and next, close, and a
// swipe. Its own chunk (product-gallery.tsx loads it when the lightbox first opens).
import { responsiveImageProps } from '../components/responsive-image';
import { useSwipe } from './use-swipe';
import type { ImageView } from './view-models';

export interface LightboxProps {
  image: ImageView;
  index: number;
  count: number;
  go: (direction: -1 | 1) => void;
  close: () => void;
}

export default function LightboxStage({ image, index, count, go, close }: LightboxProps) {
  const swipe = useSwipe(go);
  return (
    <div className="lightbox__stage" {...swipe}>
      <img src={image.url} {...responsiveImageProps(image.url, '100vw', image.width)} alt={image.alt} width={image.width} height={image.height} draggable={false} />
      <p className="lightbox__count" aria-live="polite">
        {index + 1} / {count}
      </p>
      {count > 1 ? (
        <>
          <button type="button" className="lightbox__prev" aria-label="Previous image" onClick={() => go(-1)}>‹</button>
          <button type="button" className="lightbox__next" aria-label="Next image" onClick={() => go(1)}>›</button>
        </>
      ) : null}
      <button type="button" className="lightbox__close" aria-label="Close" onClick={close} autoFocus>×</button>
    </div>
  );
}
