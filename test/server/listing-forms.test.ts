// Issue 30, observation 1: a listing's GET forms (pages without JavaScript) write the spec's URL
// state in a form's shape: values without an index ([]), the price range's min and max fields, the
// default sort named. The server answers with a redirect to the URL a link to the same state has,
// and reads that URL: the counts and titles are the test app's demo shop's (300 products), as literals.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { RANGE_MIN_ERROR } from '../../src/domain/price-filter';
import { buildTestApp } from '../support/test-app';

const { app } = await buildTestApp();
const q = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();
const countOf = (html: string) => /(\d[\d,]*) results? found/.exec(html)?.[1] ?? null;
const firstTitleOf = (html: string) => /class="product-card__title">([^<]*)</.exec(html)?.[1] ?? null;

describe("a form's shape is redirected to the link's URL", () => {
  it.each<[string, string, string]>([
    ['the price range of the issue', `/collections/guitar-bass?${q([['category[range][price][min]', '600'], ['category[range][price][max]', '900']])}`, '/collections/guitar-bass?category%5Brange%5D%5Bprice%5D=600:900'],
    ['a min only', `/collections/guitar-bass?${q([['category[range][price][min]', '600'], ['category[range][price][max]', '']])}`, '/collections/guitar-bass?category%5Brange%5D%5Bprice%5D=600:'],
    ['a max only', `/collections/guitar-bass?${q([['category[range][price][min]', ''], ['category[range][price][max]', '900']])}`, '/collections/guitar-bass?category%5Brange%5D%5Bprice%5D=:900'],
    ['an empty range', `/collections/guitar-bass?${q([['category[range][price][min]', ''], ['category[range][price][max]', '']])}`, '/collections/guitar-bass'],
    ['a refused bound, as typed (the page says why)', `/collections/guitar-bass?${q([['category[range][price][min]', '0.1'], ['category[range][price][max]', '900']])}`, '/collections/guitar-bass?category%5Brange%5D%5Bprice%5D=0.1:900'],
    [
      'boxes without an index, the sort kept',
      `/collections/guitar-bass?${q([['category[sortBy]', 'price-asc'], ['category[refinementList][brand][]', 'Fender'], ['category[refinementList][brand][]', 'Yamaha']])}`,
      '/collections/guitar-bass?category%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Fender&category%5BrefinementList%5D%5Bbrand%5D%5B1%5D=Yamaha&category%5BsortBy%5D=price-asc',
    ],
    ['the default sort named', `/collections/guitar-bass?${q([['category[refinementList][brand][0]', 'Fender'], ['category[sortBy]', 'relevance']])}`, '/collections/guitar-bass?category%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Fender'],
    ['a search', `/search?${q([['search[query]', 'yamaha'], ['search[range][price][min]', '600'], ['search[range][price][max]', '900']])}`, '/search?search%5Bquery%5D=yamaha&search%5Brange%5D%5Bprice%5D=600:900'],
    ['a market prefix kept', `/en-gb/collections/guitar-bass?${q([['category[range][price][min]', '100'], ['category[range][price][max]', '']])}`, '/en-gb/collections/guitar-bass?category%5Brange%5D%5Bprice%5D=100:'],
    ['other parameters kept', `/collections/guitar-bass?${q([['utm_source', 'mail'], ['category[refinementList][brand][]', 'Fender']])}`, '/collections/guitar-bass?category%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Fender&utm_source=mail'],
  ])('%s', async (_name, from, to) => {
    const res = await request(app).get(from).redirects(0);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(to);
  });

  it.each<[string, string]>([
    ['a link to a brand', `/collections/guitar-bass?${q([['category[refinementList][brand][0]', 'Fender']])}`],
    ['a link to a range', `/collections/guitar-bass?${q([['category[range][price]', '600:900']])}`],
    ['a link to a sort', `/collections/guitar-bass?${q([['category[sortBy]', 'price-asc']])}`],
    ['another scope\'s form fields', `/collections/guitar-bass?${q([['search[range][price][min]', '600']])}`],
  ])('%s is answered as it is (200)', async (_name, path) => {
    expect((await request(app).get(path).redirects(0)).status).toBe(200);
  });

  it('a client navigation to a form\'s shape is told where to go (204 and the redirect header)', async () => {
    const res = await request(app).get(`/_data/collections/guitar-bass?${q([['category[range][price][min]', '600'], ['category[range][price][max]', '900'], ['_route', 'collection']])}`).redirects(0);
    expect(res.status).toBe(204);
    expect(Object.values(res.headers)).toContain('/collections/guitar-bass?category%5Brange%5D%5Bprice%5D=600:900');
  });
});

describe('the server reads the URL state the forms lead to', () => {
  it.each<[string, string, string, string | null]>([
    ['Guitar & Bass', '/collections/guitar-bass', '53', null],
    ['Fender', `/collections/guitar-bass?${q([['category[refinementList][brand][]', 'Fender']])}`, '3', null],
    ['Fender or Yamaha', `/collections/guitar-bass?${q([['category[refinementList][brand][]', 'Fender'], ['category[refinementList][brand][]', 'Yamaha']])}`, '4', null],
    ['$600 to $900', `/collections/guitar-bass?${q([['category[range][price][min]', '600'], ['category[range][price][max]', '900']])}`, '6', null],
    ['up to $200', `/collections/guitar-bass?${q([['category[range][price]', ':200']])}`, '8', null],
    ['Electric Guitars', `/collections/guitar-bass?${q([['category[hierarchicalMenu][catcodes.lvl0][0]', 'Guitar & Bass > Electric Guitars']])}`, '7', null],
    ['price low to high', `/collections/guitar-bass?${q([['category[sortBy]', 'price-asc']])}`, '53', 'Gold Tone Performance HP-930 Ukulele'],
    ['yamaha', `/search?${q([['search[query]', 'yamaha']])}`, '14', null],
    ['yamaha, $600 to $900', `/search?${q([['search[query]', 'yamaha'], ['search[range][price][min]', '600'], ['search[range][price][max]', '900']])}`, '2', null],
  ])('%s: %s results', async (_name, path, count, firstTitle) => {
    const res = await request(app).get(path).redirects(1);
    expect(res.status).toBe(200);
    expect(countOf(res.text)).toBe(count);
    if (firstTitle !== null) expect(firstTitleOf(res.text)).toBe(firstTitle);
  });

  it('a refused bound from the form does not filter and says why at the price filter', async () => {
    const res = await request(app).get(`/collections/guitar-bass?${q([['category[range][price][min]', '0.1'], ['category[range][price][max]', '']])}`).redirects(1);
    expect(res.status).toBe(200);
    expect(countOf(res.text)).toBe('53');
    expect(res.text.replace(/&#x27;|&#39;/g, "'")).toContain(`role="alert">${RANGE_MIN_ERROR}`);
  });
});

describe("the listing's forms carry the spec's URL state", () => {
  it("GETs to the listing itself, the fields named as the state's keys, the rest of the state in hidden fields from page 1", async () => {
    const path = `/en-gb/collections/guitar-bass?${q([['category[refinementList][brand][0]', 'Fender'], ['category[sortBy]', 'price-desc'], ['category[page]', '2'], ['maxPage', '2']])}`;
    const html = (await request(app).get(path)).text;
    const forms = [...html.matchAll(/<form[^>]*action="\/en-gb\/collections\/guitar-bass" method="get">([\s\S]*?)<\/form>/g)].map((m) => m[1]!);
    // The sort, the refinements, four quick buttons at most, the range.
    expect(forms.length).toBeGreaterThanOrEqual(4);
    const sort = forms.find((f) => f.includes('<select'))!;
    expect(sort).toContain('name="category[sortBy]"');
    expect(sort).toContain('<input type="hidden" name="category[refinementList][brand][0]" value="Fender"/>');
    expect(sort).not.toContain('name="category[page]"');
    const range = forms.find((f) => f.includes('Min price'))!;
    expect(range).toContain('name="category[range][price][min]"');
    expect(range).toContain('name="category[range][price][max]"');
    expect(range).toContain('<input type="hidden" name="category[sortBy]" value="price-desc"/>');
    expect(range).not.toContain('maxPage');
    // The boxes belong to the refinements' form (form=…), named without an index.
    const refinements = /<form id="([^"]+)" class="filter-sidebar__form"/.exec(html)![1]!;
    expect(html).toContain(`<input type="checkbox" form="${refinements}" name="category[refinementList][brand][]" checked="" value="Fender"/>`);
  });
});
