// The header search's popup form as the browser receives it: the popup opens only on the client,
// so its markup is checked here rather than in the server-rendered page.
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchForm } from '../../../src/ui/search/search-popup-form';

/** Inside a data router with a root route, as in the app (the instant results read the root's data). */
const render = (text = '') => {
  const form = <SearchForm text={text} setText={() => undefined} inputRef={createRef<HTMLInputElement>()} label="Search for..." />;
  return renderToString(<RouterProvider router={createMemoryRouter([{ id: 'root', path: '/', element: form }])} />);
};

describe('header search form', () => {
  const input = () => render().match(/<input[^>]*name="q"[^>]*\/>/)?.[0] ?? '';

  it.each([
    ['required', /\srequired=""/],
    ['at most 512 characters', /\smaxLength="512"/],
    ['a search field', /\stype="search"/],
    ["the placeholder 'Search for...'", /\splaceholder="Search for\.\.\."/],
  ])('its input is %s', (_, attribute) => {
    expect(input()).toMatch(attribute);
  });

  it('labels the input and submits as a search landmark', () => {
    const html = render('bass');
    const id = input().match(/\sid="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}" class="visually-hidden">Search for...</label>`);
    expect(html).toMatch(/<form role="search"/);
    expect(html).toContain('value="bass"');
  });
});
