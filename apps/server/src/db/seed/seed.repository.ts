import type { Database } from '../client.ts';
import { seedRuns } from './seed.tables.ts';

export async function listSeedRunNames(db: Database): Promise<Set<string>> {
  const rows = await db.select({ name: seedRuns.name }).from(seedRuns);
  return new Set(rows.map((row) => row.name));
}

/** Records a seeder as done; false if another process recorded it first. */
export async function recordSeedRun(db: Database, name: string): Promise<boolean> {
  const inserted = await db.insert(seedRuns).values({ name }).onConflictDoNothing().returning();
  return inserted.length > 0;
}
