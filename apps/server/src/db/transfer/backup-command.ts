import { parseCommandFlags } from './cli.ts';
import { describeLocation, locationFromFlags } from './database-location.ts';
import { backupPglite } from './pglite-backup.ts';
import { backupPostgres } from './postgres-backup.ts';
import { formatBytes, formatSeconds } from './transfer-summary.ts';

export const BACKUP_USAGE = 'npm run db:backup -- --out <file> [--database-url <url> | --data-dir <dir>]';

export async function backupCommand(args: readonly string[]): Promise<string> {
  const flags = parseCommandFlags(args, 'out', BACKUP_USAGE);
  const location = locationFromFlags(flags);
  const file = flags.file ?? '';
  const started = performance.now();
  const { bytes } =
    location.kind === 'postgres'
      ? await backupPostgres(location.url, file)
      : await backupPglite(location.dataDir, file);
  const how = location.kind === 'postgres' ? 'pg_dump, custom format' : "PGlite's data dump, a gzipped tarball";
  return `Backed up ${describeLocation(location)} to ${file} (${formatBytes(bytes)}, ${how}) in ${formatSeconds(performance.now() - started)}.`;
}
