// Issue 32, observation 3: one HTML escaper (escape-html, the one Express itself uses) for every page
// built as a string: the branded error screen, the alert unsubscribe page and the bot's buy-now page.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { SubscribeToAlert } from '../../src/application/alerts/subscribe-to-alert';
import type { UnsubscribeAlert } from '../../src/application/alerts/unsubscribe-alert';
import { alertRoutes } from '../../src/server/http/alert-routes';
import { sendBuyNowConfirm } from '../../src/server/http/buy-now-confirm';
import { errorPageHtml } from '../../src/server/http/errors';

const HOSTILE = `<b>"Tom's" & Co</b>`;
const ESCAPED = '&lt;b&gt;&quot;Tom&#39;s&quot; &amp; Co&lt;/b&gt;';

describe('one HTML escaper for the pages built as strings', () => {
  it.each([
    { where: 'the status text (title and alert)', html: errorPageHtml(403, null, HOSTILE), count: 2 },
    { where: 'a stylesheet href', html: errorPageHtml(404, { styles: [HOSTILE] }), count: 1 },
    { where: 'the back link', html: errorPageHtml(400, null, 'Bad Request', { href: HOSTILE, label: HOSTILE }), count: 2 },
  ])('the error screen escapes $where', ({ html, count }) => {
    expect(html.split(ESCAPED).length - 1).toBe(count);
    expect(html).not.toContain(HOSTILE);
  });

  it('the alert unsubscribe page escapes its stylesheet hrefs', async () => {
    const app = express();
    app.locals.assets = { styles: [HOSTILE] };
    app.use(alertRoutes({ subscribe: {} as SubscribeToAlert, unsubscribe: {} as UnsubscribeAlert }));
    const res = await request(app).get('/alerts/unsubscribe');
    expect(res.status).toBe(400);
    expect(res.text).toContain(`<link rel="stylesheet" href="${ESCAPED}">`);
  });

  it("the bot's buy-now page escapes the path its button posts to", async () => {
    const app = express();
    app.get(/.*/, (req, res) => sendBuyNowConfirm(req, res));
    const res = await request(app).get(`/cart/1:1'"><x`);
    expect(res.text).toContain(`action="/cart/1:1&#39;%22%3E%3Cx"`);
  });
});
