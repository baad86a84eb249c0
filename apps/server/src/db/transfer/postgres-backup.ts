import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { type DatabaseLocation, describeLocation, withLocation } from './database-location.ts';
import { databaseMigrationLevel, type MigrationLevel } from './migration-level.ts';
import { libpqConnection, requirePgProgram } from './pg-binaries.ts';
import { TransferError } from './transfer-error.ts';
import { writeThroughPartial } from './transfer-files.ts';

/** Runs a PostgreSQL client program; its own error output becomes the message when it fails. */
function runProgram(program: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new TransferError(`${program} failed (exit ${code}): ${errors.trim() || 'no message'}`));
    });
  });
}

/** `pg_dump -Fc` of the whole database: schema, data, sequences, drizzle's journal. */
export async function backupPostgres(url: string, file: string): Promise<{ bytes: number }> {
  const pgDump = requirePgProgram('pg_dump');
  const { dbname, env } = libpqConnection(url);
  await writeThroughPartial(file, (partial) =>
    runProgram(pgDump, ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${dbname}`], env),
  );
  return { bytes: statSync(file).size };
}

const RELATIONS_SQL = `
  select n.nspname || '.' || c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_%'
  order by 1`;

/**
 * `pg_restore` into a database without a single table (a new one from createdb), in one
 * transaction: it either restores everything or nothing. Returns the migration level read back.
 */
export async function restorePostgres(file: string, url: string): Promise<{ migration: MigrationLevel | null }> {
  const pgRestore = requirePgProgram('pg_restore');
  const location: DatabaseLocation = { kind: 'postgres', url };
  return withLocation(location, async ({ session }) => {
    const relations = (await session.rows(RELATIONS_SQL)).map((row) => String(row[0]));
    if (relations.length > 0) {
      throw new TransferError(
        `${describeLocation(location)} is not empty (${relations.length} tables and sequences, such as ${relations
          .slice(0, 3)
          .join(
            ', ',
          )}): db:restore restores only into a new database (createdb), so that nothing is overwritten. Nothing was changed.`,
      );
    }
    const { dbname, env } = libpqConnection(url);
    await runProgram(
      pgRestore,
      [
        '--single-transaction',
        '--exit-on-error',
        // The restoring role owns everything, whoever owned it on the old server.
        '--no-owner',
        '--no-privileges',
        '--no-password',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
    return { migration: await databaseMigrationLevel(session) };
  });
}
