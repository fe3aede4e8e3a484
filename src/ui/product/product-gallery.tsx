// The image gallery: a main image, thumbnails, and a lightbox that opens on the main image and is
// driven by arrow keys, Escape, its buttons or a swipe. Sizes are fixed, so nothing shifts. The
// lightbox's stage is its own chunk, fetched when it first opens (or the pointer comes over the
// image): until it arrives the dialog already shows the image and closes.
import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { lazyPart } from '../components/lazy-part';
import { useModalFocus } from '../components/use-modal-focus';
import { GALLERY_IMAGE_SIZES, responsiveImageProps } from '../components/responsive-image';
import type { LightboxProps } from './lightbox-stage';
import { useSwipe } from './use-swipe';
import type { ImageView } from './view-models';

const Lightbox = lazyPart<LightboxProps>(() => import('./lightbox-stage'));

function LightboxStandIn({ image, close }: Pick<LightboxProps, 'image' | 'close'>) {
  return (
    <div className="lightbox__stage" aria-busy="true">
      <img src={image.url} alt={image.alt} width={image.width} height={image.height} draggable={false} />
      <button type="button" className="lightbox__close" aria-label="Close" onClick={close} autoFocus>×</button>
    </div>
  );
}

export function ProductGallery({ images, title }: { images: readonly ImageView[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const count = images.length;
  const go = (direction: -1 | 1) => setIndex((current) => (current + direction + count) % count);
  const swipe = useSwipe(go);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (lightbox && !element.open) element.showModal?.();
    if (!lightbox && element.open) element.close();
  }, [lightbox]);
  // Tab stays in the lightbox, Escape closes it, focus goes back to the image that opened it.
  useModalFocus(lightbox, dialog, { onEscape: () => setLightbox(false) });

  const image = images[index];
  if (!image) return <div className="product-gallery product-gallery--empty" aria-hidden="true" />;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section className="product-gallery" aria-label={`${title} images`}>
      <button type="button" className="product-gallery__main" onClick={() => setLightbox(true)} onPointerEnter={Lightbox.preload} onFocus={Lightbox.preload} onKeyDown={onKeyDown} {...swipe} aria-label={`Enlarge image ${index + 1} of ${count}`}>
        <img src={image.url} {...responsiveImageProps(image.url, GALLERY_IMAGE_SIZES, image.width)} alt={image.alt} width={image.width} height={image.height} fetchPriority={index === 0 ? 'high' : 'auto'} draggable={false} />
      </button>
      {count > 1 ? (
        <ul className="product-gallery__thumbs">
          {images.map((thumb, n) => (
            <li key={thumb.url}>
              <button type="button" aria-label={`Show image ${n + 1} of ${count}`} aria-current={n === index} onClick={() => setIndex(n)}>
                <img src={thumb.url} alt="" width={80} height={80} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <dialog ref={dialog} className="lightbox" aria-label={`${title}: image ${index + 1} of ${count}`} onClose={() => setLightbox(false)} onKeyDown={onKeyDown}>
        {lightbox ? (
          <Suspense fallback={<LightboxStandIn image={image} close={() => setLightbox(false)} />}>
            <Lightbox.Component image={image} index={index} count={count} go={go} close={() => setLightbox(false)} />
          </Suspense>
        ) : null}
      </dialog>
    </section>
  );
}

/** Desktop only (hidden by CSS below 1024 px); an iframe is only created when a video is chosen. */
export function ProductVideos({ videos, title }: { videos: readonly string[]; title: string }) {
  const [playing, setPlaying] = useState<string | null>(null);
  if (videos.length === 0) return null;
  return (
    <section className="product-videos" aria-label={`${title} videos`}>
      <h2>Videos</h2>
      <ul>
        {videos.map((url, n) => (
          <li key={url}>
            {playing === url ? (
              <iframe src={`${url}?autoplay=1`} title={`${title} video ${n + 1}`} width={480} height={270} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
            ) : (
              <button type="button" className="product-videos__play" onClick={() => setPlaying(url)}>
                Play video {n + 1}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
