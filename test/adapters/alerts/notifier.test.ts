import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmlFileNotifier } from '../../../src/adapters/eml/eml-file-notifier';
import { WebhookNotifier } from '../../../src/adapters/webhook/webhook-notifier';
import { contractMessage, describeNotifierContract } from '../../contract/notifier.contract';
import { readOutbox } from '../../support/eml';
import { ALERT_WEBHOOK_PATH, startMarketingServiceStandIn } from '../../support/marketing-service-stand-in';

const FROM = 'Backline Music <alerts@backlinemusic.com.au>';

describeNotifierContract('EmlFileNotifier', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'eml-'));
  const blocker = path.join(dir, 'not-a-folder');
  writeFileSync(blocker, '');
  return {
    notifier: new EmlFileNotifier({ outboxDir: path.join(dir, 'outbox'), from: FROM }),
    delivered: async () =>
      readOutbox(path.join(dir, 'outbox')).map((m) => ({ to: m.headers.get('to')!, subject: m.headers.get('subject')!, text: m.text, unsubscribeUrl: (m.headers.get('list-unsubscribe') ?? '').replace(/^<|>$/g, '') })),
    broken: () => new EmlFileNotifier({ outboxDir: path.join(blocker, 'outbox'), from: FROM }),
    close: async () => {},
  };
});

describeNotifierContract('WebhookNotifier', async () => {
  const service = await startMarketingServiceStandIn();
  const down = await startMarketingServiceStandIn();
  down.failNextDeliveries(Number.MAX_SAFE_INTEGER);
  return {
    notifier: new WebhookNotifier({ url: `${service.url}${ALERT_WEBHOOK_PATH}?key=s3cret` }),
    delivered: async () => service.received().map((m) => ({ to: String(m.to), subject: String(m.subject), text: String(m.text), unsubscribeUrl: String(m.unsubscribeUrl ?? '') })),
    broken: () => new WebhookNotifier({ url: `${down.url}${ALERT_WEBHOOK_PATH}`, timeoutMs: 500 }),
    close: async () => {
      await service.close();
      await down.close();
    },
  };
});

describe('EmlFileNotifier writes RFC 5322 files a mail client opens', () => {
  it('CRLF lines, the headers a client needs, List-Unsubscribe with one-click, UTF-8 subject as encoded-words, no line over 78 characters but the link', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eml-'));
    await new EmlFileNotifier({ outboxDir: dir, from: FROM }).deliver(contractMessage('3f2a#2'));
    expect(readdirSync(dir)).toEqual(['20261124T041214Z-3f2a-2.eml']);
    const [mail] = readOutbox(dir);
    const raw = mail!.raw;
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(raw).not.toMatch(/[^\x00-\x7f]/);
    const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(head.split('\r\n').filter((line) => line.length > 78 && !line.startsWith('List-Unsubscribe:'))).toEqual([]);
    expect(Object.fromEntries(mail!.headers)).toMatchObject({
      from: FROM,
      to: 'ann@example.com',
      subject: 'Price drop: Fender Strat (Sunburst / Right Handed) is now A$1,099 — ½ off',
      date: 'Tue, 24 Nov 2026 04:12:14 +0000',
      'message-id': '<3f2a.2@backlinemusic.com.au>',
      'list-unsubscribe': `<https://shop.example/alerts/unsubscribe?token=${'t'.repeat(43)}>`,
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
      'mime-version': '1.0',
      'content-type': 'text/plain; charset=UTF-8',
      'content-transfer-encoding': 'base64',
    });
    expect(mail!.text).toContain('Stop this alert: https://shop.example/alerts/unsubscribe?token=abc');
  });
});

describe('WebhookNotifier', () => {
  it('posts the message as JSON with its id as the Idempotency-Key', async () => {
    const service = await startMarketingServiceStandIn();
    await new WebhookNotifier({ url: `${service.url}${ALERT_WEBHOOK_PATH}` }).deliver(contractMessage('a#1'));
    const [request] = service.server.requests;
    expect(request?.headers['idempotency-key']).toBe('a#1');
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'product-alert', id: 'a#1', to: 'ann@example.com', kind: 'price-drop' });
    await service.close();
  });

  it('names only the host when it fails (the URL may hold a credential)', async () => {
    const service = await startMarketingServiceStandIn();
    service.failNextDeliveries(1);
    await expect(new WebhookNotifier({ url: `${service.url}${ALERT_WEBHOOK_PATH}?key=s3cret` }).deliver(contractMessage('a#1'))).rejects.toThrow(/^alert webhook at 127\.0\.0\.1:\d+ answered HTTP 503$/);
    await service.close();
  });
});
