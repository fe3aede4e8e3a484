// Rendering a page is CPU work on the one event loop. When every request renders at once, each one
// advances a little per turn and all of them finish late: under a burst the slowest page took close
// to 10 s (docs/reliability.md). Render slots admit a few renders at a time, first come first
// served, so a page waits its turn and then renders at full speed: the same throughput, a short
// and predictable tail. A slot is taken once the loaders have their data (waiting on an upstream
// holds none) and given back when the shell is on its way to the browser.
import pLimit from 'p-limit';

export interface RenderSlots {
  /** Resolves with the slot's release when the render may start; call it exactly when done. */
  acquire(): Promise<() => void>;
  /** Renders waiting for a slot. */
  readonly waiting: number;
}

/** Renders that run at once: two overlap one render's last writes with the next one's start. */
export const DEFAULT_RENDER_SLOTS = 2;

export function createRenderSlots(concurrency = DEFAULT_RENDER_SLOTS): RenderSlots {
  const limit = pLimit(concurrency);
  return {
    acquire() {
      return new Promise((granted) => {
        void limit(
          () =>
            new Promise<void>((release) => {
              let released = false;
              granted(() => {
                if (released) return;
                released = true;
                release();
              });
            }),
        );
      });
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
