// `npm run db:backup -- --out <file>`: a full backup of DATABASE_URL (pg_dump, custom format) or of
// the embedded database in DATA_DIR (PGlite's data dump). Overrides: --database-url or --data-dir.

import { backupCommand } from './backup-command.ts';
import { runCommand } from './cli.ts';

await runCommand('db:backup', backupCommand);
