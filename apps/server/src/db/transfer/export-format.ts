import { createHash } from 'node:crypto';
import type { MigrationLevel } from './migration-level.ts';
import type { ColumnShape } from './table-catalog.ts';

/**
 * The data export (db:export, db:import): gzipped JSON lines.
 *
 *   {"format":"platform-data-export","version":1,...}               the header: where and when, the migration level
 *   {"kind":"table","table":"users","columns":[...],"sequences":[...]}
 *   ["<id>","<name>",null,...]                                      one line per row: each value's PostgreSQL text form, or null
 *   {"kind":"tableEnd","table":"users","rows":12,"digest":"..."}    the count and a digest of the rows, checked on import
 *   {"kind":"end","tables":41,"rows":1234}                          absent when the file was cut short
 *
 * Tables come in an order that satisfies their foreign keys, so an import inserts them as it reads.
 */
export const EXPORT_FORMAT = 'platform-data-export';
export const EXPORT_VERSION = 1;

export interface ExportHeader {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  source: 'pglite' | 'postgres';
  migration: MigrationLevel;
  /** The tables left out, by name (table-catalog.ts says why). */
  skippedTables: string[];
}

export interface TableStart {
  kind: 'table';
  table: string;
  columns: ColumnShape[];
  /** Identity and serial sequences where the source left them (ids once used are not handed out again). */
  sequences: { column: string; lastValue: string; isCalled: boolean }[];
}

export interface TableEnd {
  kind: 'tableEnd';
  table: string;
  rows: number;
  digest: string;
}

export interface ExportEnd {
  kind: 'end';
  tables: number;
  rows: number;
}

export type Row = (string | null)[];

const DIGEST_MODULUS = 1n << 128n;

/**
 * A digest of a table's rows that does not depend on their order (the sum of each row's hash), so
 * the import compares what it wrote with the file whatever order the target's collation reads it in.
 */
export function createRowDigest() {
  let sum = 0n;
  return {
    add(row: Row) {
      const hash = createHash('sha256').update(JSON.stringify(row)).digest('hex').slice(0, 32);
      sum = (sum + BigInt(`0x${hash}`)) % DIGEST_MODULUS;
    },
    value(): string {
      return sum.toString(16).padStart(32, '0');
    },
  };
}
