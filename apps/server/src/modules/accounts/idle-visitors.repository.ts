import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listUserReferences, type UserReference } from './owned-rows.repository.ts';

/**
 * The foreign keys to users(id) that are not something the person wrote (issue 40 §6): the
 * machinery that comes with any visit (tokens, tracking, stored answers, counters). Every other
 * column of the catalogue, including one added later, keeps a visitor who has a row in it; ledger
 * accounts keep one only when they have postings (an account is opened by reading a wallet).
 */
export const NOT_WRITTEN_BY_THE_VISITOR = new Set([
  'sessions.user_id',
  'analytics_events.user_id',
  'analytics_daily_visits.user_id',
  'idempotency_keys.user_id',
  'webauthn_challenges.user_id',
  'notification_counters.user_id',
  'notification_unread_changes.user_id',
  'ledger_accounts.user_id',
]);

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The columns whose rows mean the visitor wrote something. */
export async function listAuthoredReferences(db: Database): Promise<UserReference[]> {
  const references = await listUserReferences(db);
  return references.filter((reference) => !NOT_WRITTEN_BY_THE_VISITOR.has(`${reference.table}.${reference.column}`));
}

/**
 * Up to `limit` anonymous visitors (no handle, not the AI member, not deleted) after `afterId`, in
 * id order, made and last seen before `idleDays` ago, with no row in any authored column and no
 * ledger posting, locked for the caller's transaction (`skip locked`: a visitor whose row a
 * concurrent write holds, e.g. a new question's foreign key check, is left for the next sweep).
 */
export async function lockIdleEmptyVisitors(
  db: Database,
  options: { authored: UserReference[]; idleDays: number; afterId: string; limit: number },
): Promise<string[]> {
  const cutoff = sql`now() - make_interval(days => ${options.idleDays})`;
  const none = options.authored.map(
    (reference) =>
      sql` and not exists (select 1 from ${sql.identifier(reference.table)} t where t.${sql.identifier(reference.column)} = u.id)`,
  );
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select u.id from users u
        where u.handle is null and not u.is_ai and u.deleted_at is null and u.created_at < ${cutoff}
          and u.id > ${options.afterId}::uuid
          and not exists (select 1 from sessions s where s.user_id = u.id and s.last_seen_at >= ${cutoff})
          and not exists (select 1 from ledger_accounts a join ledger_postings p on p.account_id = a.id where a.user_id = u.id)
          ${sql.join(none, sql``)}
        order by u.id limit ${options.limit}
        for update of u skip locked`,
  );
  return rows.map((row) => row.id);
}

/** Deletes the users; their sessions, tokens and counters go by cascade, their events stay detached. */
export async function deleteUsers(db: Database, ids: string[]): Promise<void> {
  await db.execute(sql`delete from users where id = any(${sql.param(ids)}::uuid[])`);
}
