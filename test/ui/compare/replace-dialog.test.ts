// @vitest-environment happy-dom
// The 'which one to replace' dialog, opened for a 5th product while the tray is still asking the
// server for the titles of a list chosen without them (the no-JS form, another tab): it names the
// products by handle at first, and by their titles once they arrive (the hosted journey caught a
// dialog that kept the handles).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toggleCompare } from '../../../src/ui/compare/compare-tray';

const HANDLES = ['fender-one', 'gibson-two', 'ibanez-three', 'yamaha-four'];
const TITLES = ['Fender One Guitar', 'Gibson Two Guitar', 'Ibanez Three Guitar', 'Yamaha Four Guitar'];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the replace dialog', () => {
  it('names the chosen products by handle until their titles arrive, then by title', async () => {
    document.cookie = `compare=${encodeURIComponent(HANDLES.join(','))}; Path=/`;
    localStorage.clear();
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };

    toggleCompare({ handle: 'roland-five', title: 'Roland Five Keyboard', href: '/products/roland-five', image: null }, '');
    const labels = () => [...document.querySelectorAll('dialog.compare-replace li button')].map((b) => b.textContent);
    expect(labels()).toEqual(HANDLES.map((handle) => `Replace ${handle}`));

    answer(new Response(JSON.stringify({ columns: HANDLES.map((handle, i) => ({ handle, title: TITLES[i], href: `/products/${handle}`, image: null })) }), { headers: { 'content-type': 'application/json' } }));
    await vi.waitFor(() => expect(labels()).toEqual(TITLES.map((title) => `Replace ${title}`)));
  });
});
