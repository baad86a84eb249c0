import type { Database } from '../client.ts';
import { listSeedRunNames, recordSeedRun } from './seed.repository.ts';
import type { Seeder } from './seeder.ts';
import { SEEDERS } from './seeders.ts';

/**
 * Runs every seeder this database has not seen yet, each in its own transaction together with
 * its record, so a crash never leaves half a seed and a second run adds nothing.
 */
export async function runSeeds(db: Database, seeders: readonly Seeder[] = SEEDERS): Promise<string[]> {
  const done = await listSeedRunNames(db);
  const ran: string[] = [];
  for (const seeder of seeders) {
    if (done.has(seeder.name)) continue;
    const didRun = await db.transaction(async (tx) => {
      const isFirst = await recordSeedRun(tx, seeder.name);
      if (isFirst) await seeder.run(tx);
      return isFirst;
    });
    if (didRun) ran.push(seeder.name);
  }
  return ran;
}
