import { AppError } from './app-error.ts';

/**
 * Opaque keyset cursors: the last row's sort value and id, base64url JSON. The id pins the
 * immutable tie-breakers (created_at, id), so pages never overlap or skip.
 */
export interface Cursor {
  value: number | null;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (parsed[0] === null || Number.isInteger(parsed[0])) &&
      typeof parsed[1] === 'string' &&
      UUID_PATTERN.test(parsed[1])
    ) {
      return { value: parsed[0], id: parsed[1] };
    }
  } catch {
    // Fall through to the error below.
  }
  throw new AppError(400, 'invalid_input', 'Invalid cursor: ask for the first page again.', [
    { path: 'query.cursor', message: 'is not a cursor from this list' },
  ]);
}

export interface KeysetPage<Row> {
  items: Row[];
  nextCursor: string | null;
}

/**
 * One page of a keyset list read with `limit + 1` rows: the first `limit`, and the cursor of the
 * last of them when the extra row shows there is more. `cursorOf` gives a row's cursor; by
 * default its id alone (lists in created order).
 */
export function toPage<Row extends { id: string }>(rows: readonly Row[], limit: number): KeysetPage<Row>;
export function toPage<Row>(rows: readonly Row[], limit: number, cursorOf: (row: Row) => Cursor): KeysetPage<Row>;
export function toPage<Row>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (row: Row) => Cursor = (row) => ({ value: null, id: (row as { id: string }).id }),
): KeysetPage<Row> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(cursorOf(last)) : null };
}
