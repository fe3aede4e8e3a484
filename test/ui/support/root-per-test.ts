// A fresh React root in the document for each test of a file (happy-dom), unmounted and removed
// after it: `const dom = rootPerTest();` then `dom.root.render(…)` and `dom.container`.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export interface TestRoot {
  readonly container: HTMLElement;
  readonly root: Root;
}

export function rootPerTest(): TestRoot {
  const current = { container: null as unknown as HTMLElement, root: null as unknown as Root };
  beforeEach(() => {
    current.container = document.createElement('div');
    document.body.append(current.container);
    current.root = createRoot(current.container);
  });
  afterEach(() => {
    act(() => current.root.unmount());
    current.container.remove();
  });
  return current;
}
