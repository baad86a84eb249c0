import { existsSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { TransferError } from './transfer-error.ts';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * A PostgreSQL client program: the newest of Debian's versioned installs first (a newer pg_dump
 * reads an older server, never the reverse), then PATH. Null when there is none.
 */
export function findPgProgram(name: 'pg_dump' | 'pg_restore'): string | null {
  const candidates: string[] = [];
  if (existsSync(DEBIAN_ROOT)) {
    const versions = readdirSync(DEBIAN_ROOT)
      .filter((version) => /^\d+$/.test(version))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(DEBIAN_ROOT, version, 'bin', name)));
  }
  candidates.push(...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name)));
  const found = candidates.find((file) => existsSync(file));
  return found ? realpathSync(found) : null;
}

export function requirePgProgram(name: 'pg_dump' | 'pg_restore'): string {
  const found = findPgProgram(name);
  if (found) return found;
  throw new TransferError(
    `${name} was not found (looked in ${DEBIAN_ROOT}/*/bin and PATH). Install PostgreSQL's client programs, ` +
      "of your server's version or newer (Debian: apt-get install postgresql-client), or use your provider's backups.",
  );
}

/**
 * libpq's connection settings for a child process: the URL without its password, which goes in
 * PGPASSWORD instead, so it never shows in the process list.
 */
export function libpqConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}
