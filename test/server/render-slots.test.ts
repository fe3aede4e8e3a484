import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createRenderSlots } from '../../src/server/ssr/render-slots';
import { buildTestApp } from '../support/test-app';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('render slots', () => {
  it('admits at most the given number at once, in arrival order', async () => {
    const slots = createRenderSlots(2);
    const started: number[] = [];
    const releases: Array<() => void> = [];
    for (let i = 0; i < 5; i++) void slots.acquire().then((release) => (started.push(i), releases.push(release)));
    await tick();
    expect(started).toEqual([0, 1]);
    expect(slots.waiting).toBe(3);
    releases[1]!();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    releases[0]!();
    releases[2]!();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(slots.waiting).toBe(0);
  });

  it('gives a slot back once however often it is released', async () => {
    const slots = createRenderSlots(1);
    const first = await slots.acquire();
    let second = false;
    void slots.acquire().then(() => (second = true));
    let third = false;
    void slots.acquire().then(() => (third = true));
    first();
    first();
    await tick();
    expect([second, third]).toEqual([true, false]);
  });
});

describe('pages render through one slot', () => {
  it('serves concurrent pages, then leaves the slot free for the next', async () => {
    const { app, composition } = await buildTestApp({ env: { DEMO_PRODUCT_COUNT: '300' }, app: { renderSlots: 1 } });
    const pages = await Promise.all(['/', '/pages/about-us', '/collections/guitar-bass', '/no-such-page', '/'].map((path) => request(app).get(path)));
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 404, 200]);
    expect((await request(app).get('/pages/delivery-info')).status).toBe(200);
    await composition.close();
  });
});
