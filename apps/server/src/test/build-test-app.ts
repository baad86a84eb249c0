import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { buildTestConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { checkResponsesAgainstOpenApi } from './openapi-contract.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A fully built app on its own fresh database, not listening; use app.inject. Every /api response
 * it gives is checked against its OpenAPI document (test/openapi-contract.ts).
 */
export async function buildTestApp(
  options: { config?: Partial<Config> } & Omit<BuildAppOptions, 'config' | 'database'> = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({
    adminToken: TEST_ADMIN_TOKEN,
    serveWeb: false,
    aiScheduler: false,
    deliveryWork: false,
    retentionSweep: false,
    ...options,
    config: buildTestConfig({ SEED_DEMO_DATA: false, ...options.config }),
    database,
  });
  checkResponsesAgainstOpenApi(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** Creates a visitor through the API, as the web app does, and returns its auth header. */
export async function createVisitor(app: FastifyInstance) {
  const response = await app.inject({ method: 'POST', url: '/api/session' });
  const body = response.json() as { token: string; user: { id: string; name: string } };
  return { token: body.token, user: body.user, headers: { authorization: `Bearer ${body.token}` } };
}
