import { createClient } from 'redis';
import { RedisWebhookDeliveries } from '../../../src/adapters/redis/redis-webhook-deliveries';
import { describeWebhookDeliveriesContract } from '../../contract/webhook-deliveries.contract';
import { startRedis } from '../../support/redis-server';

describeWebhookDeliveriesContract('RedisWebhookDeliveries against a real redis-server', async () => {
  const redis = await startRedis();
  const client = createClient({ url: redis.url });
  await client.connect();
  return {
    deliveries: new RedisWebhookDeliveries((args) => client.sendCommand(args)),
    close: async () => {
      client.destroy();
      await redis.stop();
    },
  };
});
