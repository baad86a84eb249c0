import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Removes the users' ledger accounts that never had a posting (opened by reading a wallet, never
 * used), in `db`'s transaction: an idle visitor's deletion (issue 40 §6) needs them gone, and an
 * account without postings holds nothing GET /api/ledger/verify could miss.
 */
export async function deleteUnmovedAccountsOf(db: Database, userIds: string[]): Promise<void> {
  await db.execute(sql`
    delete from ledger_accounts a where a.user_id = any(${sql.param(userIds)}::uuid[])
      and not exists (select 1 from ledger_postings p where p.account_id = a.id)`);
}
