// `npm run db:export -- --out <file>`: every data table of DATABASE_URL, or of the embedded database
// in DATA_DIR, to one file (export-format.ts). Overrides: --database-url <url> or --data-dir <dir>.
import { runCommand } from './cli.ts';
import { exportCommand } from './export-command.ts';

await runCommand('db:export', exportCommand);
