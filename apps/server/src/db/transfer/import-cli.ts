// `npm run db:import -- --in <file>`: loads an export into the empty PostgreSQL database of
// DATABASE_URL (or --database-url <url>), or into a new embedded database with --data-dir <dir>.
import { runCommand } from './cli.ts';
import { importCommand } from './import-command.ts';

await runCommand('db:import', importCommand);
