import { parseArgs } from 'node:util';
import { ConfigError } from '../../config.ts';
import { messageOf, TransferError } from './transfer-error.ts';

export interface CommandFlags {
  file?: string;
  databaseUrl?: string;
  dataDir?: string;
}

/**
 * The flags every db:* transfer command takes: its file (`--out` or `--in`) and, to override
 * DATABASE_URL / DATA_DIR, `--database-url` or `--data-dir`.
 */
export function parseCommandFlags(args: readonly string[], fileFlag: 'out' | 'in', usage: string): CommandFlags {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        [fileFlag]: { type: 'string' },
        'database-url': { type: 'string' },
        'data-dir': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // parseArgs' own words ("Unknown option '--x'"), as a sentence.
    throw new TransferError(`${messageOf(error).replace(/\.?$/, '.')}\nUsage: ${usage}`);
  }
  const file = values[fileFlag];
  if (typeof file !== 'string' || file === '') {
    throw new TransferError(`Missing --${fileFlag} <file>.\nUsage: ${usage}`);
  }
  const databaseUrl = typeof values['database-url'] === 'string' ? values['database-url'] : undefined;
  const dataDir = typeof values['data-dir'] === 'string' ? values['data-dir'] : undefined;
  if (databaseUrl !== undefined && dataDir !== undefined) {
    throw new TransferError(`Give --database-url or --data-dir, not both.\nUsage: ${usage}`);
  }
  return { file, databaseUrl, dataDir };
}

/** The one line printed for a failure: the operator's problem as is, anything else as "failed: <message>". */
export function describeFailure(name: string, error: unknown): string {
  if (error instanceof TransferError || error instanceof ConfigError) return `${name}: ${error.message}`;
  return `${name} failed: ${messageOf(error)}`;
}

/**
 * Runs a command with the process's arguments: its summary on stdout and exit 0, or one message
 * on stderr and exit 1. Exits explicitly: an embedded database or a pool must not keep it alive.
 */
export async function runCommand(name: string, command: (args: string[]) => Promise<string>): Promise<never> {
  try {
    console.log(await command(process.argv.slice(2)));
    process.exit(0);
  } catch (error) {
    console.error(describeFailure(name, error));
    process.exit(1);
  }
}
