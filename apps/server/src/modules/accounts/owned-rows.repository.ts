import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * The one reader of every module's rows (docs/decisions/005): a person's data is whatever points at
 * their user row, and the database catalogue knows every such foreign key. Export and the owned
 * summary go through here, so a table added later is in the export without anyone remembering to
 * add it; tables and columns are only ever names from the catalogue or constants, never input.
 */

export interface UserReference {
  table: string;
  column: string;
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every (table, column) of this schema with a foreign key to users(id). */
export function listUserReferences(db: Database): Promise<UserReference[]> {
  return rowsOf<UserReference>(
    db,
    sql`select cl.relname as "table", a.attname as "column"
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_namespace n on n.oid = cl.relnamespace
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'users'::regclass and n.nspname = current_schema()
        order by 1, 2`,
  );
}

/** The rows of one table whose `column` is the user, as JSON objects keyed by column name. */
export async function selectRowsReferencing(
  db: Database,
  reference: UserReference,
  userId: string,
): Promise<Record<string, unknown>[]> {
  const rows = await rowsOf<{ row: Record<string, unknown> }>(
    db,
    sql`select row_to_json(t) as row from ${sql.identifier(reference.table)} t
        where t.${sql.identifier(reference.column)} = ${userId}`,
  );
  return rows.map(({ row }) => row);
}

export async function selectUserRow(db: Database, userId: string): Promise<Record<string, unknown> | null> {
  const [found] = await rowsOf<{ row: Record<string, unknown> }>(
    db,
    sql`select row_to_json(u) as row from users u where u.id = ${userId}`,
  );
  return found?.row ?? null;
}

/** Postings point at the user's ledger accounts, not at the user: one hop further. */
export async function selectLedgerPostingsOf(db: Database, userId: string): Promise<Record<string, unknown>[]> {
  const rows = await rowsOf<{ row: Record<string, unknown> }>(
    db,
    sql`select row_to_json(p) as row from ledger_postings p
        join ledger_accounts a on a.id = p.account_id
        where a.user_id = ${userId}`,
  );
  return rows.map(({ row }) => row);
}

/** How many rows of each referencing column are the user's, in one query. */
export async function countRowsReferencing(
  db: Database,
  references: UserReference[],
  userId: string,
): Promise<number[]> {
  if (references.length === 0) return [];
  const counts = sql.join(
    references.map(
      (reference, index) =>
        sql`(select count(*)::int from ${sql.identifier(reference.table)} t where t.${sql.identifier(reference.column)} = ${userId}) as ${sql.identifier(`c${index}`)}`,
    ),
    sql`, `,
  );
  const [row] = await rowsOf<Record<string, number>>(db, sql`select ${counts}`);
  return references.map((_, index) => Number(row?.[`c${index}`] ?? 0));
}
