import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { coordinationContract } from '../../../testing/contracts/coordination-contract';
import { startRedis, type PrivateRedis } from '../../../testing/engines/redis';
import { redisCoordination } from './redis-coordination';

let redis: PrivateRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

coordinationContract('redis', async (now) => {
  // Each case starts from an empty Redis, as each in-process coordination starts empty.
  const admin = new Redis(redis.url);
  await admin.flushall();
  await admin.quit();
  return redisCoordination(redis.url, { now });
});
