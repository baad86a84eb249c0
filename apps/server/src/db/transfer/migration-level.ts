import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../lib/server-paths.ts';
import type { SqlSession } from './sql-session.ts';

/** Where a database's schema stands: the last migration applied (drizzle's journal entry). */
export interface MigrationLevel {
  /** The journal's `idx`: 0 for 0000_init. */
  index: number;
  tag: string;
  /** The journal's `when`, which drizzle stores as `created_at` for each applied migration. */
  createdAt: number;
}

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

/** Every migration this code ships, oldest first. */
export function codeMigrations(): MigrationLevel[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map((entry) => ({ index: entry.idx, tag: entry.tag, createdAt: entry.when }));
}

export function codeMigrationLevel(): MigrationLevel {
  const migrations = codeMigrations();
  const last = migrations.at(-1);
  if (!last) throw new Error(`No migrations in ${MIGRATIONS_DIR}`);
  return last;
}

/**
 * The last migration applied to the database, or null when it has none. drizzle applies a
 * migration when its `when` is later than the newest `created_at` recorded, so that is the level.
 * A level this code does not know (a newer version migrated it) keeps its `created_at` and tag `unknown`.
 */
export async function databaseMigrationLevel(session: SqlSession): Promise<MigrationLevel | null> {
  const [exists] = await session.rows(`select to_regclass('drizzle.__drizzle_migrations') is not null`);
  if (!exists?.[0]) return null;
  const [row] = await session.rows('select max(created_at)::text from drizzle.__drizzle_migrations');
  if (!row || row[0] === null) return null;
  const createdAt = Number(row[0]);
  return codeMigrations().find((level) => level.createdAt === createdAt) ?? { index: -1, tag: 'unknown', createdAt };
}

/** How a level compares with this code's: the same, older (the code would migrate it) or newer. */
export function compareWithCode(level: MigrationLevel): 'same' | 'older' | 'newer' {
  const code = codeMigrationLevel();
  if (level.createdAt === code.createdAt) return 'same';
  return level.createdAt < code.createdAt ? 'older' : 'newer';
}

export function describeLevel(level: MigrationLevel): string {
  return level.tag === 'unknown' ? `an unknown migration (created ${level.createdAt})` : `migration ${level.tag}`;
}
