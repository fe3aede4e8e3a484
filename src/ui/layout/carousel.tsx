import { Children, startTransition, useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { SlideDormancy } from '../components/dormant-card';
import { FIRST_DORMANT_SLIDE, mayLeaveDormant, useWakeOnFocus } from './carousel-waking';
import { useAutoplay } from './use-autoplay';

interface CarouselProps {
  /** Names the carousel for assistive technology. */
  label: string;
  children: ReactNode;
  className?: string;
  autoplayMs?: number;
  /** Slides past the first screenful are left as the server's HTML until the shopper heads for the carousel (components/dormant-card.tsx). */
  dormantSlides?: boolean;
}

/**
 * A row of slides that scrolls by itself every 3 s; hovering or clicking stops it, and it resumes
 * after 8 s (spec sections 4 and 9). Without JavaScript it is a plain scrollable row.
 */
export function Carousel({ label, children, className, autoplayMs, dormantSlides = false }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const trackId = useId();
  const slides = Children.toArray(children);
  // Dormant slides only in the server's render and its hydration.
  const [mayDoze] = useState(() => dormantSlides && slides.length > FIRST_DORMANT_SLIDE && mayLeaveDormant(trackId));
  const [awake, setAwake] = useState(!mayDoze);
  const dormancy = useMemo(() => ({ wake: (now = false) => (now ? setAwake(true) : startTransition(() => setAwake(true))) }), []);
  const wake = awake ? undefined : () => dormancy.wake();
  const wakeOnFocus = useWakeOnFocus(track, awake, dormancy.wake);

  const step = useCallback((direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const slide = element.firstElementChild as HTMLElement | null;
    const width = slide?.getBoundingClientRect().width ?? element.clientWidth;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
    const atStart = element.scrollLeft <= 2;
    if (direction === 1 && atEnd) element.scrollTo({ left: 0, behavior: 'smooth' });
    else if (direction === -1 && atStart) element.scrollTo({ left: element.scrollWidth, behavior: 'smooth' });
    else element.scrollBy({ left: direction * width, behavior: 'smooth' });
  }, []);

  const autoplay = useAutoplay(() => step(1), { ...(autoplayMs ? { intervalMs: autoplayMs } : {}), enabled: slides.length > 1 });

  return (
    <div
      className={`carousel${className ? ` ${className}` : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={autoplay.playing ? 'on' : 'off'}
      onMouseEnter={autoplay.interrupt}
      onPointerDown={autoplay.interrupt}
      onFocus={wake ? (event) => (wakeOnFocus(event.target), autoplay.interrupt()) : autoplay.interrupt}
      onPointerOver={wake}
      onTouchStart={wake}
    >
      <ul ref={track} id={trackId} className="carousel__track" aria-live={autoplay.playing ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const dormant = !awake && index >= FIRST_DORMANT_SLIDE;
          return (
            <li key={index} className="carousel__slide" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`} data-dormant={dormant ? '' : undefined}>
              {dormant ? <SlideDormancy value={dormancy}>{slide}</SlideDormancy> : slide}
            </li>
          );
        })}
      </ul>
      {slides.length > 1 ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__prev" aria-controls={trackId} aria-label="Previous" onClick={() => step(-1)}>
            ‹
          </button>
          <button type="button" className="carousel__next" aria-controls={trackId} aria-label="Next" onClick={() => step(1)}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
