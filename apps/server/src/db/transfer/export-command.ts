import { parseCommandFlags } from './cli.ts';
import { locationFromFlags } from './database-location.ts';
import { exportDatabase } from './export-data.ts';
import { describeTransfer } from './transfer-summary.ts';

export const EXPORT_USAGE = 'npm run db:export -- --out <file.jsonl.gz> [--database-url <url> | --data-dir <dir>]';

export async function exportCommand(args: readonly string[]): Promise<string> {
  const flags = parseCommandFlags(args, 'out', EXPORT_USAGE);
  const location = locationFromFlags(flags);
  const file = flags.file ?? '';
  return describeTransfer('Exported', await exportDatabase(location, file), location, file);
}
