import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import type { CommandFlags } from './cli.ts';
import { openSqlSession, type SqlSession } from './sql-session.ts';
import { messageOf, TransferError } from './transfer-error.ts';

/** The database a command reads or writes: a PostgreSQL server's database, or an embedded one's directory. */
export type DatabaseLocation = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

const POSTGRES_URL = /^postgres(ql)?:\/\//;

/**
 * `--database-url` or `--data-dir` when given, else the server's own settings: DATABASE_URL when
 * set, otherwise DATA_DIR (default ./data), validated by the same loadConfig as the server.
 */
export function locationFromFlags(
  flags: CommandFlags,
  env: Record<string, string | undefined> = process.env,
): DatabaseLocation {
  if (flags.databaseUrl !== undefined) {
    if (!POSTGRES_URL.test(flags.databaseUrl)) {
      throw new TransferError('--database-url must start with postgres:// or postgresql://.');
    }
    return { kind: 'postgres', url: flags.databaseUrl };
  }
  if (flags.dataDir !== undefined) return pgliteLocation(flags.dataDir);
  const config = loadConfig(env);
  return config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : pgliteLocation(config.DATA_DIR);
}

function pgliteLocation(dataDir: string): DatabaseLocation {
  if (dataDir === 'memory://') {
    throw new TransferError('DATA_DIR is memory://, a database that lives only inside one process: nothing to read.');
  }
  return { kind: 'pglite', dataDir: path.resolve(dataDir) };
}

/** For messages: the server and database without the password, or the directory. */
export function describeLocation(location: DatabaseLocation): string {
  if (location.kind === 'pglite') return `the embedded database in ${location.dataDir}`;
  const url = new URL(location.url);
  return `PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.hostname}:${url.port || '5432'}`;
}

/** Absent, or a directory with nothing in it. */
export function isEmptyDirectory(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * An embedded database directory that no process has open. PGlite writes `postmaster.pid` while a
 * process has the directory open and removes it on a clean close; it takes no lock, so a second
 * process opening it would corrupt it.
 */
export function assertClosedPgliteDir(dataDir: string): void {
  if (!existsSync(dataDir)) {
    throw new TransferError(`No embedded database in ${dataDir}: the directory does not exist.`);
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new TransferError(`${dataDir} is not an embedded database directory (it has no PG_VERSION file).`);
  }
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new TransferError(
      `${dataDir} is open in a running server (it holds postmaster.pid). Stop the server first. If none is ` +
        'running (it was killed), start it once and stop it with Ctrl+C, which closes the database cleanly.',
    );
  }
}

/** Opens the database and one session on it; a server that cannot be reached is the operator's problem. */
async function openLocation(location: DatabaseLocation): Promise<{ handle: DatabaseHandle; session: SqlSession }> {
  const handle = await openDatabase(
    location.kind === 'postgres' ? { databaseUrl: location.url, dataDir: 'memory://' } : { dataDir: location.dataDir },
  );
  try {
    return { handle, session: await openSqlSession(handle) };
  } catch (error) {
    await handle.close();
    throw new TransferError(`Cannot open ${describeLocation(location)}: ${messageOf(error)}`);
  }
}

/** Runs `use` on the database at `location` and one session on it (openLocation), then closes both. */
export async function withLocation<T>(
  location: DatabaseLocation,
  use: (opened: { handle: DatabaseHandle; session: SqlSession }) => Promise<T>,
): Promise<T> {
  const opened = await openLocation(location);
  try {
    return await use(opened);
  } finally {
    await opened.session.release();
    await opened.handle.close();
  }
}
