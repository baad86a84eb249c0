import type { HealthResponse } from '@app/shared/ops/health.schemas';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
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

/** Settings whose presence the admin may see; never their values (DESIGN.md §7). */
const REPORTED_SETTINGS = [
  'DATABASE_URL',
  'DATA_DIR',
  'ADMIN_TOKEN',
  'CORS_ORIGINS',
  'LLM_BASE_URL',
  'LLM_API_KEY',
  'LLM_MODEL',
  'WEB_DIST_DIR',
  'TRUST_PROXY',
  'GHL_API_KEY',
  'SMTP_URL',
  'MAIL_FROM',
  'UNSUBSCRIBE_SECRET',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
] as const;

export function describeEnvironment(config: Config, env: Record<string, string | undefined> = process.env) {
  return {
    nodeVersion: process.version,
    nodeEnv: config.NODE_ENV,
    settings: Object.fromEntries(REPORTED_SETTINGS.map((name) => [name, { isSet: Boolean(env[name]) }])),
    limits: {
      rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
      writeLimitPerMinute: config.WRITE_LIMIT_PER_MINUTE,
      signupLimitPerMinute: config.SIGNUP_LIMIT_PER_MINUTE,
      sessionLimitPerMinute: config.SESSION_LIMIT_PER_MINUTE,
    },
  };
}

/** Driver, latest migration, rows per table and a timed ping. */
export async function describeDatabase(database: DatabaseHandle) {
  const started = performance.now();
  await database.ping();
  const pingMs = Math.round((performance.now() - started) * 100) / 100;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(name)}`);
    counts[name] = row?.count ?? 0;
  }
  const [migration] = await rows<{ id: number; created_at: string }>(
    sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  ).catch(() => []);
  const applied = await rows<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  ).catch(() => [{ count: 0 }]);
  return {
    driver: database.kind === 'pglite' ? 'PGlite (embedded PostgreSQL)' : 'PostgreSQL (node-postgres pool)',
    migrationsApplied: applied[0]?.count ?? 0,
    latestMigrationAt: migration ? new Date(Number(migration.created_at)).toISOString() : null,
    pingMs,
    rowCounts: counts,
  };
}
