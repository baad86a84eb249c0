// Rows of a raw `db.execute`, whichever driver answered (node-postgres and PGlite both put them in `rows`).
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
