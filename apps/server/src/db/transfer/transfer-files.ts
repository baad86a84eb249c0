import { once } from 'node:events';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { finished } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { constants, createGunzip, createGzip, gunzipSync } from 'node:zlib';
import { EXPORT_FORMAT } from './export-format.ts';
import { TransferError } from './transfer-error.ts';

/** Refuses to overwrite: an export or a backup is often the only copy of something. */
export function assertNewFile(file: string): void {
  if (existsSync(file)) throw new TransferError(`${file} already exists: give another name or delete it first.`);
}

/**
 * Writes `file` through `<file>.partial`, renamed once complete, so a failed run never leaves
 * something that looks like a finished file.
 */
export async function writeThroughPartial(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  assertNewFile(file);
  const partial = `${file}.partial`;
  try {
    await write(partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Gzipped lines to `partial`; `produce` calls `writeLine` for each. */
export async function writeGzipLines(
  partial: string,
  produce: (writeLine: (line: string) => Promise<void>) => Promise<void>,
): Promise<void> {
  const gzip = createGzip();
  const output = createWriteStream(partial);
  gzip.pipe(output);
  const done = finished(output);
  try {
    await produce(async (line) => {
      if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
    });
    gzip.end();
    await done;
  } catch (error) {
    gzip.destroy();
    output.destroy();
    await done.catch(() => {});
    throw error;
  }
}

function describeReadError(file: string, error: NodeJS.ErrnoException): TransferError {
  if (error.code === 'ENOENT') return new TransferError(`Cannot read ${file}: no such file.`);
  if (error.code === 'EACCES') return new TransferError(`Cannot read ${file}: permission denied.`);
  if (error.code === 'EISDIR') return new TransferError(`Cannot read ${file}: it is a directory.`);
  if (error.code === 'Z_BUF_ERROR' || error.message === 'unexpected end of file') {
    return new TransferError(`${file} is cut short (its compressed data ends early): copy it again.`);
  }
  if (error.code?.startsWith('Z_')) return new TransferError(`${file} is damaged: ${error.message}.`);
  return new TransferError(`Cannot read ${file}: ${error.message}`);
}

/** The lines of a gzipped file, one at a time; file and decompression errors as TransferErrors. */
export async function* readGzipLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let pending = '';
  try {
    for await (const chunk of gunzip) {
      pending += decoder.write(chunk as Buffer);
      let newline = pending.indexOf('\n');
      while (newline !== -1) {
        yield pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
    }
  } catch (error) {
    throw describeReadError(file, error as NodeJS.ErrnoException);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  pending += decoder.end();
  if (pending !== '') yield pending;
}

export type FileKind = 'export' | 'pglite-backup' | 'postgres-backup' | 'unknown';

/** What a file is, from its first bytes: an export, an embedded-database backup or a pg_dump archive. */
export function sniffFile(file: string): FileKind {
  let head: Buffer;
  try {
    const descriptor = openSync(file, 'r');
    try {
      head = Buffer.alloc(64 * 1024);
      head = head.subarray(0, readSync(descriptor, head, 0, head.length, 0));
    } finally {
      closeSync(descriptor);
    }
  } catch (error) {
    throw describeReadError(file, error as NodeJS.ErrnoException);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres-backup';
  if (head[0] !== 0x1f || head[1] !== 0x8b) return 'unknown';
  let start: Buffer;
  try {
    // Z_SYNC_FLUSH: decompress what these first bytes hold without asking for the rest of the stream.
    start = gunzipSync(head, { finishFlush: constants.Z_SYNC_FLUSH });
  } catch {
    return 'unknown';
  }
  if (start.subarray(0, 40).toString('utf8').startsWith(`{"format":"${EXPORT_FORMAT}"`)) return 'export';
  if (start.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite-backup';
  return 'unknown';
}

export const FILE_KIND_NAMES: Record<Exclude<FileKind, 'unknown'>, string> = {
  export: 'a data export (npm run db:export; load it with npm run db:import)',
  'pglite-backup': 'a backup of an embedded database (npm run db:backup; restore it with npm run db:restore)',
  'postgres-backup': 'a PostgreSQL backup made by pg_dump (restore it with npm run db:restore)',
};
