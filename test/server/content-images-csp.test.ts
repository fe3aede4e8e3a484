import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';

const SANITY = { SANITY_PROJECT_ID: 'csp1test', SANITY_DATASET: 'production', SANITY_PREVIEW_SECRET: 'preview-secret-for-csp-tests' };

const imgSrcOf = (res: request.Response) => {
  const policy = String(res.headers['content-security-policy'] ?? '');
  return (/(?:^|;)\s*img-src ([^;]*)/.exec(policy)?.[1] ?? '').split(/\s+/);
};

describe("Content-Security-Policy img-src for the editors' images", () => {
  it("allows Sanity's image CDN when content comes from Sanity", async () => {
    const { app } = await buildTestApp({ env: SANITY });
    const sources = imgSrcOf(await request(app).get('/healthz'));
    expect(sources).toEqual(expect.arrayContaining(["'self'", 'data:', 'https://cdn.sanity.io']));
  });

  it('allows only this site and data: URLs with embedded content', async () => {
    const { app } = await buildTestApp();
    const sources = imgSrcOf(await request(app).get('/healthz'));
    expect(sources).toEqual(["'self'", 'data:']);
  });
});
