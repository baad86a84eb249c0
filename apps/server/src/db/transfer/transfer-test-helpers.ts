import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { databaseUrl, dropScratchDatabase, onServer } from '../../test/test-database.ts';
import type { ExportHeader, TableEnd } from './export-format.ts';
import { readGzipLines } from './transfer-files.ts';

/** A suite's scratch directory (`work`), the source database's directory and the export's path in it. */
export function createTransferWork(): { work: string; sourceDir: string; exported: string } {
  const work = mkdtempSync(path.join(tmpdir(), 'transfer-'));
  return { work, sourceDir: path.join(work, 'data'), exported: path.join(work, 'export.jsonl.gz') };
}

/** Each table's row count and digest as an export file records them. */
export async function tableDigestsOf(file: string): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for await (const line of readGzipLines(file)) {
    if (!line.startsWith('{"kind":"tableEnd"')) continue;
    const end = JSON.parse(line) as TableEnd;
    digests[end.table] = `${end.rows} rows, ${end.digest}`;
  }
  return digests;
}

/** A copy of an export with its header changed (a file from another version of the app). */
export async function rewriteHeader(file: string, copy: string, change: (header: ExportHeader) => ExportHeader) {
  const lines: string[] = [];
  for await (const line of readGzipLines(file)) lines.push(line);
  lines[0] = JSON.stringify(change(JSON.parse(lines[0] ?? '{}') as ExportHeader));
  writeFileSync(copy, gzipSync(`${lines.join('\n')}\n`));
}

/** New, empty databases on the test PostgreSQL server, dropped by `dropAll`. */
export function createScratchDatabases(serverUrl: string) {
  const names: string[] = [];
  return {
    async create(): Promise<string> {
      const name = `transfer_${randomBytes(6).toString('hex')}`;
      await onServer(serverUrl, (client) => client.query(`create database ${name}`));
      names.push(name);
      return databaseUrl(serverUrl, name);
    },
    /** One value from a query on a database of this set. */
    scalar: (url: string, statement: string): Promise<unknown> =>
      onServer(url, async (client) => (await client.query({ text: statement, rowMode: 'array' })).rows[0]?.[0]),
    async dropAll() {
      for (const name of names) await dropScratchDatabase(serverUrl, name);
    },
  };
}
