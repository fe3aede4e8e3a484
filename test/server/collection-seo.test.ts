import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';

const { app } = await buildTestApp();

describe('collection pages take their SEO from the content service', () => {
  it("uses the category document's SEO title and description", async () => {
    const res = await request(app).get('/collections/guitar-bass');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<title>Guitar &amp; Bass · Shop Guitar &amp; Bass Online · [^<]+<\/title>/);
    expect(res.text).toMatch(/<meta name="description" content="Shop guitar &amp; bass at Backline Music/);
  });
});
