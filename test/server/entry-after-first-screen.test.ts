// The entry script loads once the first screen has painted with its LCP image, so on a slow line
// the first load's script does not share it with that image; a page without such an image, or one
// whose image never arrives, still loads it (ENTRY_WAIT_MS at most).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { ENTRY_WAIT_MS, entryAfterFirstScreen } from '../../src/server/ssr/render-document';
import { buildTestApp } from '../support/test-app';

type Listener = () => void;

/** Runs the inline script against a stand-in document; `import(...)` becomes a recorded call. */
function run(image: { complete: boolean } | null) {
  const loaded: string[] = [];
  const listeners = new Map<string, Listener>();
  const frames: Listener[] = [];
  const img = image && { complete: image.complete, addEventListener: (type: string, listener: Listener) => listeners.set(type, listener) };
  const document = { querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? img : null) };
  const source = entryAfterFirstScreen('/assets/chunks/entry-ABC.js').replace('import(', 'load(');
  new Function('document', 'requestAnimationFrame', 'load', source)(document, (frame: Listener) => frames.push(frame), (url: string) => loaded.push(url));
  const nextFrame = () => frames.splice(0).forEach((frame) => frame());
  return { loaded, listeners, nextFrame };
}

describe('entryAfterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the LCP image, then the next frame, then loads the entry once', () => {
    const page = run({ complete: false });
    page.nextFrame();
    vi.advanceTimersByTime(0);
    expect(page.loaded).toEqual([]);
    page.listeners.get('load')!();
    expect(page.loaded).toEqual([]);
    page.nextFrame();
    vi.advanceTimersByTime(0);
    expect(page.loaded).toEqual(['/assets/chunks/entry-ABC.js']);
    vi.advanceTimersByTime(ENTRY_WAIT_MS);
    expect(page.loaded).toEqual(['/assets/chunks/entry-ABC.js']);
  });

  it('loads the entry after the next frame when the image is there already, or the page has none', () => {
    for (const image of [{ complete: true }, null]) {
      const page = run(image);
      expect(page.loaded).toEqual([]);
      page.nextFrame();
      vi.advanceTimersByTime(0);
      expect(page.loaded).toEqual(['/assets/chunks/entry-ABC.js']);
    }
  });

  it('loads the entry after an image that fails, and after ENTRY_WAIT_MS for one that never ends', () => {
    const failed = run({ complete: false });
    failed.listeners.get('error')!();
    failed.nextFrame();
    vi.advanceTimersByTime(0);
    expect(failed.loaded).toHaveLength(1);
    const hanging = run({ complete: false });
    vi.advanceTimersByTime(ENTRY_WAIT_MS - 1);
    expect(hanging.loaded).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(hanging.loaded).toEqual(['/assets/chunks/entry-ABC.js']);
  });
});

describe('the document loads its entry through that script', () => {
  it('writes one inline script naming the entry, allowed by its hash (a shared page has no nonce), and no module script or preload for it', async () => {
    const { app } = await buildTestApp({ app: {} });
    const html = (await request(app).get('/collections/guitar-bass').set('host', 'shop.test')).text;
    const entry = /import\("([^"]+)"\)/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    expect(html).toContain('<script id="_R_">(()=>{');
    expect(html).not.toContain('nonce=');
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
  });
});
