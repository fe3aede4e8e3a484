import { useEffect, useState } from 'react';

/** Other controls fixed to the bottom of the viewport (the preview bar with its Exit button). */
const FIXED_BOTTOM_CONTROLS = '.preview-bar';
const GAP_PX = 12;

/**
 * How far above the viewport's bottom edge a fixed banner must sit so it covers none of the other
 * fixed bottom controls (their height plus a gap); null when there are none. Follows their size
 * (a wrapped bar on a phone) and the viewport.
 */
export function useFixedBottomOffset(active: boolean): number | null {
  const [offset, setOffset] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    const measure = () => {
      const tops = [...document.querySelectorAll(FIXED_BOTTOM_CONTROLS)].map((el) => el.getBoundingClientRect().top).filter((top) => top < window.innerHeight);
      setOffset(tops.length === 0 ? null : Math.ceil(window.innerHeight - Math.min(...tops) + GAP_PX));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    document.querySelectorAll(FIXED_BOTTOM_CONTROLS).forEach((el) => observer?.observe(el));
    const mutations = new MutationObserver(measure);
    mutations.observe(document.body, { childList: true, subtree: false });
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      mutations.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [active]);
  return offset;
}
