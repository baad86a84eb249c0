import path from 'node:path';
import { type DatabaseLocation, describeLocation } from './database-location.ts';
import type { TransferSummary } from './export-data.ts';
import { describeLevel } from './migration-level.ts';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatSeconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/** "Exported 41 tables (1,234 rows, migration 0016_cluster) from ... to data.jsonl.gz (85.2 KB) in 1.4 s." */
export function describeTransfer(
  verb: 'Exported' | 'Imported',
  summary: TransferSummary,
  location: DatabaseLocation,
  file: string,
): string {
  const what = `${summary.tables} tables (${summary.rows.toLocaleString('en-US')} rows, ${describeLevel(summary.migration)})`;
  const where = describeLocation(location);
  const relative = path.relative(process.cwd(), path.resolve(file));
  const fileText = `${relative.startsWith('..') ? path.resolve(file) : relative} (${formatBytes(summary.bytes)})`;
  const route = verb === 'Exported' ? `from ${where} to ${fileText}` : `from ${fileText} into ${where}`;
  return `${verb} ${what} ${route} in ${formatSeconds(summary.milliseconds)}.`;
}
