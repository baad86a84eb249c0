// `npm run db:restore -- --in <file>`: a db:backup file into a new PostgreSQL database (DATABASE_URL,
// pg_restore) or into an empty DATA_DIR. Overrides: --database-url or --data-dir.
import { runCommand } from './cli.ts';
import { restoreCommand } from './restore-command.ts';

await runCommand('db:restore', restoreCommand);
