import type { HealthResponse } from '@app/shared/ops/health.schemas';
import type { DatabaseHandle } from '../../db/client.ts';

const startedAt = Date.now();

/** Health of this process and its database; never throws. */
export async function checkHealth(database: DatabaseHandle, version: string): Promise<HealthResponse> {
  const uptimeSeconds = Math.floor((Date.now() - startedAt) / 1000);
  try {
    await database.ping();
    return { success: true, status: 'ok', database: 'up', version, uptimeSeconds };
  } catch {
    return { success: false, status: 'degraded', database: 'down', version, uptimeSeconds };
  }
}
