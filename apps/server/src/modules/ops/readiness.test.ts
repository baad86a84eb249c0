import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { checkReadiness, createReadiness } from './readiness.ts';

describe('readiness', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('is not ready while starting, then ready', async () => {
    const readiness = createReadiness();
    expect(await checkReadiness(readiness, database)).toMatchObject({ reason: 'starting' });
    readiness.markServing();
    expect(await checkReadiness(readiness, database)).toBeNull();
  });

  it('drains for good: nothing makes it ready again', async () => {
    const readiness = createReadiness();
    readiness.markServing();
    readiness.startDraining();
    readiness.markServing();
    expect(await checkReadiness(readiness, database)).toMatchObject({ reason: 'draining' });
  });

  it('gives up on a database that does not answer within 2 s', async () => {
    const readiness = createReadiness();
    readiness.markServing();
    const hanging: DatabaseHandle = { ...database, ping: () => new Promise<void>(() => {}) };
    const started = performance.now();
    expect(await checkReadiness(readiness, hanging)).toMatchObject({ reason: 'database_unavailable' });
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
