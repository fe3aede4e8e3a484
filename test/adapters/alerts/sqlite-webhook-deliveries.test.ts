import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { SqliteWebhookDeliveries } from '../../../src/adapters/sqlite/sqlite-webhook-ledger';
import { describeWebhookDeliveriesContract } from '../../contract/webhook-deliveries.contract';

describeWebhookDeliveriesContract('SqliteWebhookDeliveries', async () => {
  const db = openDatabase(':memory:');
  return { deliveries: new SqliteWebhookDeliveries(db), close: async () => db.close() };
});
