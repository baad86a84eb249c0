import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import type { RateLimitOptions } from '../../plugins/security.ts';
import { createVisitor } from '../../test/build-test-app.ts';
import { INSTANCES_SKIPPED, type Instances, startInstances, TEST_SERVER_URL } from '../../test/instances.ts';
import { localAllowance } from './batched-bucket-counts.ts';
import { rateLimitBuckets } from './cluster.tables.ts';

const MAX = 40;
const INSTANCES = 2;
const LIMITS: Partial<RateLimitOptions> = {
  globalMax: MAX,
  writeMax: MAX,
  signupMax: MAX,
  sessionMax: MAX,
  signinMax: MAX,
};
/** docs/decisions/008: each other instance may admit this many a window that the database has not seen. */
const OVERSHOOT = (INSTANCES - 1) * (localAllowance(MAX) - 1);

/**
 * Two server instances on one PostgreSQL, as shared-rate-limits.test.ts builds them, under bursts of
 * concurrent requests: the batched buckets (every request per IP, writes per visitor) still hold one
 * budget within the documented bound, and every hit reaches the database.
 */
describe.skipIf(!TEST_SERVER_URL)(`batched rate limits on two server instances${INSTANCES_SKIPPED}`, () => {
  let instances: Instances;
  let handles: DatabaseHandle[] = [];
  let apps: FastifyInstance[] = [];
  const storedHits = async (key: string) => {
    const [row] = await (handles[0] as DatabaseHandle).db
      .select({ hits: rateLimitBuckets.hits })
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, key));
    return row?.hits ?? 0;
  };
  /** Sends `total` requests in bursts of 20 at once, half to each instance; returns the statuses. */
  async function sendBursts(request: () => InjectOptions, total: number) {
    const statuses: number[] = [];
    for (let sent = 0; sent < total; sent += 20) {
      const burst = Array.from({ length: 20 }, (_, n) => (apps[n % INSTANCES] as FastifyInstance).inject(request()));
      for (const response of await Promise.all(burst)) statuses.push(response.statusCode);
    }
    return statuses;
  }

  beforeAll(async () => {
    instances = await startInstances(INSTANCES, { rateLimit: LIMITS });
    ({ apps, handles } = instances);
  });

  afterAll(() => instances.close());

  it('holds the per-IP budget across both within the bound, and counts every request', async () => {
    const statuses = await sendBursts(
      () => ({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.20' }),
      200,
    );
    const admitted = statuses.filter((status) => status === 200).length;
    expect(admitted).toBeGreaterThanOrEqual(MAX);
    expect(admitted).toBeLessThanOrEqual(MAX + OVERSHOOT);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
    await vi.waitFor(async () => expect(await storedHits('global|198.51.100.20')).toBe(200), { timeout: 5_000 });
  });

  it('holds the write budget per visitor across both within the bound', async () => {
    const visitor = await createVisitor(apps[0] as FastifyInstance);
    const track = () => ({
      method: 'POST' as const,
      url: '/api/analytics',
      headers: visitor.headers,
      payload: { events: [{ name: 'page_viewed', timestamp: new Date().toISOString() }] },
    });
    const statuses = await sendBursts(track, 100);
    const admitted = statuses.filter((status) => status === 202).length;
    expect(admitted).toBeGreaterThanOrEqual(MAX);
    expect(admitted).toBeLessThanOrEqual(MAX + OVERSHOOT);
    await vi.waitFor(async () => expect(await storedHits(`POST /api/analytics|visitor:${visitor.user.id}`)).toBe(100), {
      timeout: 5_000,
    });
  });

  it('counts new visitors one statement per request, never from memory', async () => {
    const statuses = await sendBursts(
      () => ({ method: 'POST', url: '/api/session', remoteAddress: '198.51.100.21' }),
      60,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX);
    // No flush needed: every hit was counted before it was answered.
    expect(await storedHits('POST /api/session|session:198.51.100.21')).toBe(60);
  });
});
