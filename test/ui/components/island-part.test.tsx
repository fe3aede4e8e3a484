// @vitest-environment happy-dom
// Issue 33, Total Blocking Time: an island (lazy-part.ts, islandPart) with nothing to type in (the
// menus) goes live in a transition, so the menus arriving together no longer render as one
// synchronous task; a form goes live at once (nothing typed meanwhile is lost). Observed the way
// React shows it: when the live part suspends, an urgent update shows the boundary's fallback, a
// transition keeps the server's markup on screen.
import { act, Suspense, use, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { islandPart } from '../../../src/ui/components/lazy-part';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The island loads its handover module with the live part's chunk: loaded here first, so both
// arrive within the same few microtasks of the chunk being asked for.
await import('../../../src/ui/components/island-handover');

let container: HTMLElement | undefined;
let root: Root | undefined;

afterEach(() => {
  if (root) act(() => root!.unmount());
  container?.remove();
});


/** Hydrates the island over the server's markup, then waits until it has tried to go live. */
async function hydrateAndGoLive(selector: string, serverMarkup: string): Promise<HTMLElement> {
  // The live part is still loading: it suspends on a promise that stays pending.
  const never = new Promise<never>(() => undefined);
  const Suspends = (): never => use(never);
  let asked: () => void = () => undefined;
  const chunkAsked = new Promise<void>((resolve) => (asked = resolve));
  const { Island } = islandPart<object>(async () => {
    asked();
    return { default: Suspends };
  }, selector);
  const page = (): ReactElement => (
    <Suspense fallback={<p className="fallback">loading</p>}>
      <Island />
    </Suspense>
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(page(), { identifierPrefix: selector });
  container.querySelector('.lazy-island')!.innerHTML = serverMarkup;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container!, page(), { identifierPrefix: selector });
  });
  // The chunk is fetched once the browser is idle after the page has loaded: awaited, then what its
  // arrival sets in motion is flushed.
  await act(async () => {
    await chunkAsked;
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  });
  return container;
}

describe('islandPart: how a server-rendered part goes live', () => {
  it('with a field to type in (a form): at once, an urgent update (the boundary falls back while it loads)', async () => {
    const page = await hydrateAndGoLive('.form-under-test', '<form><input name="email" value="a@b.co"></form>');
    expect(page.querySelector('.fallback')?.textContent).toBe('loading');
  });
  // Last: the transition it leaves suspended for good would hold a later test's urgent update.
  it('with no field to type in (a menu): in a transition, the server markup stays shown while the live part loads', async () => {
    const page = await hydrateAndGoLive('.menu-under-test', '<nav><a href="/guitars">Guitars</a></nav>');
    expect(page.querySelector('.fallback')).toBeNull();
    expect(page.textContent).toBe('Guitars');
  });

});
