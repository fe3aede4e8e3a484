// Issue 33: /styleguide shows every shared component in its states, and is kept out of search engines.
import { describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { styleguideRoutes } from '../../src/server/http/styleguide';

const app = express().use(styleguideRoutes(['/assets/styles-TEST.css']));

describe('GET /styleguide', () => {
  it('is not indexed: X-Robots-Tag and a robots meta say noindex', async () => {
    const res = await request(app).get('/styleguide');
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.text).toContain('<link rel="stylesheet" href="/assets/styles-TEST.css">');
  });

  it.each([
    ['the three buttons', 'class="button button--secondary"'],
    ['a ghost button', 'class="button button--ghost"'],
    ['a disabled button', 'disabled="">Disabled</button>'],
    ['every ribbon', 'data-badge="openBox"'],
    ['a warranty badge', 'data-badge="outline"'],
    ['a sale price', 'data-price="sale"'],
    ['a saving', '>Save $200</span>'],
    ['in stock', 'data-stock="in-stock"'],
    ['low stock', 'data-stock="low"'],
    ['back-order', 'data-stock="backorder"'],
    ['sold out', 'data-stock="sold-out"'],
    ['a card', 'class="product-card"'],
  ])('shows %s', async (_, markup) => {
    expect((await request(app).get('/styleguide')).text).toContain(markup);
  });
});
