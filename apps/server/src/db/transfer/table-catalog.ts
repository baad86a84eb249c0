import { quoteIdentifier, type SqlSession } from './sql-session.ts';
import { TransferError } from './transfer-error.ts';

/**
 * Tables whose rows are not data, and why. Every other table of the `public` schema is exported;
 * transfer-tables.test.ts fails when a table of db/schema.ts is in neither group.
 */
export const SKIPPED_TABLES: Readonly<Record<string, string>> = {
  rate_limit_buckets: "the current minute's hits of the shared rate limits; they start again from zero",
  scheduler_leases: 'which server process runs the monitoring scheduler: a process of the old deployment',
  read_cache_generations:
    'cache counters, created by the migrations; the import bumps every scope it fills, at commit, so no cache keeps an answer from before it',
};

/**
 * Rows the migrations themselves write into every database (0008: the genesis of the bounty pool),
 * as the condition that picks them out. A database holding nothing else is empty; the import
 * deletes them and loads the source's own. transfer-tables.test.ts fails when a migration writes
 * rows this does not describe.
 */
export const MIGRATION_ROWS: Readonly<Record<string, string>> = {
  ledger_accounts: `key in ('mint', 'pool') and user_id is null`,
  ledger_transactions: `idempotency_key = 'genesis:bounty-pool'`,
  ledger_postings: `transaction_id in (select id from ledger_transactions where idempotency_key = 'genesis:bounty-pool')`,
};

/**
 * What the import does with each trigger function (the read-cache triggers of migration 0013,
 * the announcement of 0014, the identity changes of 0018, which only fire on updates and deletes
 * and keep every process's session cache exact, the unread counters of 0022). Firing keeps derived
 * state right. Silenced: the announcement, as the imported rows are history (a member with a
 * stream open would otherwise get every old notification again as a live event), and the unread
 * counters, which are imported as they were (counting the imported rows again would double them).
 * transfer-tables.test.ts fails on a trigger missing here.
 */
export const TRIGGER_FUNCTIONS_ON_IMPORT: Readonly<Record<string, 'fire' | 'silence'>> = {
  bump_read_cache: 'fire',
  announce_notification: 'silence',
  announce_identity_change: 'fire',
  record_unread_changes: 'silence',
  // Migration 0029: imported notifications are history; mailing or pushing them again would repeat them.
  queue_notification_delivery: 'silence',
  // Migration 0031: a session deleted on import has ended, and its open streams must end with it.
  announce_session_end: 'fire',
};

export interface ColumnShape {
  name: string;
  /** format_type(): usable as a cast target, such as `timestamp with time zone` or `text[]`. */
  type: string;
}

export interface TableShape {
  name: string;
  /** Every stored column; generated ones (the search vectors) are left to the database. */
  columns: ColumnShape[];
  primaryKey: string[];
  /** Tables this one references (foreign keys), itself excluded. */
  references: string[];
  /** Whether it has a GENERATED ALWAYS identity column (inserting its values needs OVERRIDING SYSTEM VALUE). */
  hasIdentity: boolean;
  /** Identity and serial columns with their sequence. */
  sequences: { column: string; sequence: string }[];
}

export interface TriggerShape {
  table: string;
  name: string;
  functionName: string;
}

const COLUMNS_SQL = `
  select c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attidentity, a.attgenerated,
         pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname)
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where n.nspname = 'public' and c.relkind in ('r', 'p')
  order by c.relname, a.attnum`;

const PRIMARY_KEYS_SQL = `
  select c.relname, a.attname
  from pg_index i
  join pg_class c on c.oid = i.indrelid
  join pg_namespace n on n.oid = c.relnamespace
  cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
  join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
  where n.nspname = 'public' and i.indisprimary
  order by c.relname, k.position`;

const FOREIGN_KEYS_SQL = `
  select c.relname, r.relname
  from pg_constraint f
  join pg_class c on c.oid = f.conrelid
  join pg_class r on r.oid = f.confrelid
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and f.contype = 'f'`;

const TRIGGERS_SQL = `
  select c.relname, t.tgname, p.proname
  from pg_trigger t
  join pg_class c on c.oid = t.tgrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_proc p on p.oid = t.tgfoid
  where n.nspname = 'public' and not t.tgisinternal
  order by c.relname, t.tgname`;

/** Every table of the `public` schema, read from the database's catalog (so none is ever forgotten). */
export async function readTables(session: SqlSession): Promise<TableShape[]> {
  const tables = new Map<string, TableShape>();
  const tableNamed = (name: string) => {
    let table = tables.get(name);
    if (!table) {
      table = { name, columns: [], primaryKey: [], references: [], hasIdentity: false, sequences: [] };
      tables.set(name, table);
    }
    return table;
  };
  for (const [relation, column, type, identity, generated, sequence] of await session.rows(COLUMNS_SQL)) {
    const table = tableNamed(String(relation));
    if (generated !== '') continue;
    table.columns.push({ name: String(column), type: String(type) });
    if (identity === 'a') table.hasIdentity = true;
    if (sequence !== null) table.sequences.push({ column: String(column), sequence: String(sequence) });
  }
  for (const [relation, column] of await session.rows(PRIMARY_KEYS_SQL)) {
    tableNamed(String(relation)).primaryKey.push(String(column));
  }
  for (const [relation, referenced] of await session.rows(FOREIGN_KEYS_SQL)) {
    const table = tableNamed(String(relation));
    if (relation === referenced) {
      throw new TransferError(
        `Table ${relation} references itself: its rows would need ordering parent first, which the transfer does not do yet.`,
      );
    }
    if (!table.references.includes(String(referenced))) table.references.push(String(referenced));
  }
  return [...tables.values()];
}

export async function readTriggers(session: SqlSession): Promise<TriggerShape[]> {
  return (await session.rows(TRIGGERS_SQL)).map(([table, name, functionName]) => ({
    table: String(table),
    name: String(name),
    functionName: String(functionName),
  }));
}

/** The tables that are data (SKIPPED_TABLES left out), each after every table it references. */
export function orderForInsert(tables: readonly TableShape[]): TableShape[] {
  const data = tables.filter((table) => !(table.name in SKIPPED_TABLES));
  const placed = new Set<string>();
  const ordered: TableShape[] = [];
  let pending = [...data].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length > 0) {
    const ready = pending.filter((table) => table.references.every((name) => placed.has(name)));
    if (ready.length === 0) {
      throw new TransferError(
        `Cannot order these tables by their foreign keys (a cycle, or a reference to a skipped table): ${pending
          .map((table) => table.name)
          .join(', ')}`,
      );
    }
    for (const table of ready) {
      placed.add(table.name);
      ordered.push(table);
    }
    pending = pending.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/**
 * The tables, outside PostgreSQL's own schemas and drizzle's journal, that hold a row: skipped
 * tables aside, and apart from the rows the migrations write (MIGRATION_ROWS).
 */
export async function tablesWithRows(session: SqlSession): Promise<string[]> {
  const relations = await session.rows(`
    select n.nspname, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg\\_%' and not (n.nspname = 'drizzle' and c.relname = '__drizzle_migrations')
    order by n.nspname, c.relname`);
  const filled: string[] = [];
  for (const [schema, name] of relations) {
    if (schema === 'public' && String(name) in SKIPPED_TABLES) continue;
    const qualified = `${quoteIdentifier(String(schema))}.${quoteIdentifier(String(name))}`;
    const migrationRows = schema === 'public' ? MIGRATION_ROWS[String(name)] : undefined;
    const where = migrationRows ? ` where not (${migrationRows})` : '';
    const [row] = await session.rows(`select exists (select 1 from ${qualified}${where})`);
    if (row?.[0]) filled.push(schema === 'public' ? String(name) : `${schema}.${name}`);
  }
  return filled;
}
