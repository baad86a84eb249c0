import { parseCommandFlags } from './cli.ts';
import { type DatabaseLocation, locationFromFlags } from './database-location.ts';
import { importDatabase } from './import-data.ts';
import { TransferError } from './transfer-error.ts';
import { describeTransfer } from './transfer-summary.ts';

export const IMPORT_USAGE = 'npm run db:import -- --in <file.jsonl.gz> [--database-url <url> | --data-dir <dir>]';

/** The target is named, never DATA_DIR's default: loading into ./data by accident would help nobody. */
function targetOf(args: readonly string[]): { location: DatabaseLocation; file: string } {
  const flags = parseCommandFlags(args, 'in', IMPORT_USAGE);
  const location = locationFromFlags(flags);
  if (location.kind === 'pglite' && flags.dataDir === undefined) {
    throw new TransferError(
      `db:import loads into PostgreSQL: set DATABASE_URL (or --database-url <url>); --data-dir <dir> loads into a new embedded database.\nUsage: ${IMPORT_USAGE}`,
    );
  }
  return { location, file: flags.file ?? '' };
}

export async function importCommand(args: readonly string[]): Promise<string> {
  const { location, file } = targetOf(args);
  return describeTransfer('Imported', await importDatabase(location, file), location, file);
}
