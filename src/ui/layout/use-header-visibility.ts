import { useEffect, useRef, useState } from 'react';
import { INITIAL_HEADER_VISIBILITY, nextHeaderVisibility, revealHeader } from '../../domain/header-visibility';

/** The domain's hide-on-scroll rule, fed by window scroll positions (one update per frame); a menu opening shows the header. */
export function useHeaderVisibility(menuOpen: boolean): boolean {
  const [visible, setVisible] = useState(true);
  const state = useRef(INITIAL_HEADER_VISIBILITY);
  const menuOpenRef = useRef(menuOpen);
  menuOpenRef.current = menuOpen;
  useEffect(() => {
    if (!menuOpen) return;
    state.current = revealHeader(window.scrollY);
    setVisible(true);
  }, [menuOpen]);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        state.current = nextHeaderVisibility(state.current, window.scrollY, menuOpenRef.current);
        setVisible(state.current.visible);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return visible;
}
