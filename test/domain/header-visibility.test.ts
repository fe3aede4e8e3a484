import { describe, expect, it } from 'vitest';
import { INITIAL_HEADER_VISIBILITY, nextHeaderVisibility, revealHeader } from '../../src/domain/header-visibility';

describe('Header hides on scroll-down, shows again on scroll-up of more than 15px, always shows when scroll position is under 400, and does not react while a menu is open', () => {
  it.each([
    { name: 'scrolling down past 400 hides it', prev: { visible: true, lastY: 500 }, y: 600, menu: false, expected: { visible: false, lastY: 600 } },
    { name: 'scrolling down by 1 px hides it', prev: { visible: true, lastY: 500 }, y: 501, menu: false, expected: { visible: false, lastY: 501 } },
    { name: 'scrolling up by 16 px shows it', prev: { visible: false, lastY: 1000 }, y: 984, menu: false, expected: { visible: true, lastY: 984 } },
    { name: 'scrolling up by exactly 15 px does not show it', prev: { visible: false, lastY: 1000 }, y: 985, menu: false, expected: { visible: false, lastY: 1000 } },
    { name: 'a small scroll-up keeps the reference point', prev: { visible: false, lastY: 1000 }, y: 995, menu: false, expected: { visible: false, lastY: 1000 } },
    { name: 'no movement changes nothing', prev: { visible: false, lastY: 1000 }, y: 1000, menu: false, expected: { visible: false, lastY: 1000 } },
    { name: 'no movement keeps a shown header shown', prev: { visible: true, lastY: 1000 }, y: 1000, menu: false, expected: { visible: true, lastY: 1000 } },
    { name: 'at 399 it always shows, even scrolling down', prev: { visible: false, lastY: 300 }, y: 399, menu: false, expected: { visible: true, lastY: 399 } },
    { name: 'at 400 scrolling down hides it', prev: { visible: true, lastY: 399 }, y: 400, menu: false, expected: { visible: false, lastY: 400 } },
    { name: 'at the top it shows', prev: { visible: false, lastY: 800 }, y: 0, menu: false, expected: { visible: true, lastY: 0 } },
    { name: 'with a menu open scrolling down changes nothing', prev: { visible: true, lastY: 500 }, y: 900, menu: true, expected: { visible: true, lastY: 500 } },
    { name: 'with a menu open scrolling to the top changes nothing', prev: { visible: false, lastY: 900 }, y: 0, menu: true, expected: { visible: false, lastY: 900 } },
  ])('$name', ({ prev, y, menu, expected }) => {
    expect(nextHeaderVisibility(prev, y, menu)).toEqual(expected);
  });

  it('a slow scroll-up shows the header once it adds up to more than 15 px', () => {
    let state = { visible: false, lastY: 1000 };
    for (const y of [995, 990, 986]) state = nextHeaderVisibility(state, y, false);
    expect(state.visible).toBe(false);
    state = nextHeaderVisibility(state, 984, false);
    expect(state).toEqual({ visible: true, lastY: 984 });
  });

  it('starts visible at the top', () => {
    expect(INITIAL_HEADER_VISIBILITY).toEqual({ visible: true, lastY: 0 });
  });
});

describe('A menu or the search opening shows the header, wherever the page is scrolled (issue 16)', () => {
  it.each([
    { name: 'hidden at 2000 px', y: 2000 },
    { name: 'at 400 px, where scrolling down hides it', y: 400 },
    { name: 'at the top', y: 0 },
  ])('$name: shown, and the next move is measured from there', ({ y }) => {
    expect(revealHeader(y)).toEqual({ visible: true, lastY: y });
    // Scrolling down from there past 400 px hides it again.
    expect(nextHeaderVisibility(revealHeader(y), y + 500, false)).toEqual({ visible: false, lastY: y + 500 });
  });
});
