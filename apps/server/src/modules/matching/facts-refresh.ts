import type { Database } from '../../db/client.ts';
import { profileFactsInput } from '../developers/developers.repository.ts';
import { developerFactsOf, jobFactsOf } from './facts/match-facts.ts';
import { findStaleJobs, findStaleProfiles, writeFacts } from './matching.repository.ts';

const BATCH = 500;

/**
 * Stores the matching facts of every job and profile that has none, or has them from an older
 * version of the rules (MATCH_FACTS_VERSION), a batch per statement. Run at start, after the
 * migrations: every write stores its own facts, so this only finds rows from before. Safe to run
 * from several instances at once (each computes the same facts). Returns how many rows it wrote.
 */
export async function refreshStaleMatchFacts(db: Database): Promise<number> {
  let written = 0;
  for (;;) {
    const rows = await findStaleProfiles(db, BATCH);
    await writeFacts(
      db,
      'developer_profiles',
      rows.map((row) => ({ id: row.id, facts: developerFactsOf(profileFactsInput(row)) })),
    );
    written += rows.length;
    if (rows.length < BATCH) break;
  }
  for (;;) {
    const rows = await findStaleJobs(db, BATCH);
    await writeFacts(
      db,
      'jobs',
      rows.map((row) => ({ id: row.id, facts: jobFactsOf(row, row.publishedAt ?? row.createdAt) })),
    );
    written += rows.length;
    if (rows.length < BATCH) break;
  }
  return written;
}
