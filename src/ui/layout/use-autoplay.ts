import { useCallback, useEffect, useRef, useState } from 'react';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_RESUME_MS } from '../../domain/timing';

export interface Autoplay {
  playing: boolean;
  /** Hover or click: autoplay stops, and resumes after the resume delay. */
  interrupt(): void;
}

/** Calls `advance` every `intervalMs` unless interrupted or the shopper prefers reduced motion. */
export function useAutoplay(advance: () => void, { intervalMs = CAROUSEL_AUTOPLAY_MS, resumeMs = CAROUSEL_RESUME_MS, enabled = true } = {}): Autoplay {
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const advanceRef = useRef(advance);
  advanceRef.current = advance;

  useEffect(() => {
    setReducedMotion(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
    return () => clearTimeout(resumeTimer.current);
  }, []);

  const playing = enabled && !paused && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => advanceRef.current(), intervalMs);
    return () => clearInterval(timer);
  }, [playing, intervalMs]);

  const interrupt = useCallback(() => {
    setPaused(true);
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setPaused(false), resumeMs);
  }, [resumeMs]);

  return { playing, interrupt };
}
