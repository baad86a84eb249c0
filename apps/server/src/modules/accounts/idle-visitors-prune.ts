import { EMPTY_PRUNE, type PruneResult } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';
import { deleteUnmovedAccountsOf } from '../ledger/unmoved-accounts.ts';
import { deleteUsers, listAuthoredReferences, lockIdleEmptyVisitors } from './idle-visitors.repository.ts';

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Anonymous visitors who never wrote anything and were not seen for `idleDays` go, with their
 * sessions (issue 40 §6). "Wrote anything" is any row in a column of the foreign-key catalogue that
 * is not machinery (idle-visitors.repository.ts), or a ledger posting. Each batch is one short
 * transaction that locks, re-checks and deletes `batchSize` visitors; a visitor kept is passed by id,
 * so each one is looked at once per sweep.
 */
export async function pruneIdleVisitors(
  db: Database,
  options: { idleDays: number; batchSize: number },
): Promise<PruneResult> {
  const authored = await listAuthoredReferences(db);
  const result = { ...EMPTY_PRUNE };
  let afterId = FIRST_ID;
  for (;;) {
    const started = performance.now();
    const ids = await db.transaction(async (tx) => {
      const found = await lockIdleEmptyVisitors(tx, {
        authored,
        idleDays: options.idleDays,
        afterId,
        limit: options.batchSize,
      });
      if (found.length === 0) return found;
      await deleteUnmovedAccountsOf(tx, found);
      await deleteUsers(tx, found);
      return found;
    });
    result.longestBatchMs = Math.max(result.longestBatchMs, performance.now() - started);
    result.batches += 1;
    result.deleted += ids.length;
    afterId = ids.at(-1) ?? afterId;
    if (ids.length < options.batchSize) return result;
  }
}
