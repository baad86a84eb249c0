import { parseCommandFlags } from './cli.ts';
import { describeLocation, locationFromFlags } from './database-location.ts';
import { describeLevel } from './migration-level.ts';
import { restorePglite } from './pglite-backup.ts';
import { restorePostgres } from './postgres-backup.ts';
import { TransferError } from './transfer-error.ts';
import { FILE_KIND_NAMES, sniffFile } from './transfer-files.ts';
import { formatSeconds } from './transfer-summary.ts';

export const RESTORE_USAGE = 'npm run db:restore -- --in <file> [--database-url <url> | --data-dir <dir>]';

export async function restoreCommand(args: readonly string[]): Promise<string> {
  const flags = parseCommandFlags(args, 'in', RESTORE_USAGE);
  const location = locationFromFlags(flags);
  const file = flags.file ?? '';
  const kind = sniffFile(file);
  const expected = location.kind === 'postgres' ? 'postgres-backup' : 'pglite-backup';
  if (kind === 'unknown') throw new TransferError(`${file} is not a backup from npm run db:backup.`);
  if (kind !== expected) {
    const target = location.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'an embedded database (DATA_DIR)';
    throw new TransferError(`${file} is ${FILE_KIND_NAMES[kind]}; it cannot be restored into ${target}.`);
  }
  const started = performance.now();
  const { migration } =
    location.kind === 'postgres'
      ? await restorePostgres(file, location.url)
      : await restorePglite(file, location.dataDir);
  const level = migration ? describeLevel(migration) : 'no migration applied';
  return `Restored ${describeLocation(location)} from ${file} (${level}) in ${formatSeconds(performance.now() - started)}.`;
}
