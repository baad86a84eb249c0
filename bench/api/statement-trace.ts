// Bench-only (BENCH_TRACE_STATEMENTS=1): counts every statement the server sends to PostgreSQL,
// through the driver itself, so identity lookups, rate-limit counts, transactions (begin/commit)
// and repository queries all show. bench/profile.mjs reads and resets the counts between scenarios.
import pg from 'pg';

const counts = new Map<string, number>();
let total = 0;

/** The statement's first words with literals and parameters blanked, so equal shapes count together. */
function shapeOf(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/'[^']*'/g, "'?'")
    .replace(/\$\d+/g, '$')
    .trim()
    .slice(0, 140);
}

export function traceStatements(): void {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '?');
    const shape = shapeOf(text);
    counts.set(shape, (counts.get(shape) ?? 0) + 1);
    total += 1;
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}

/** The counts so far (most frequent first), then starts again from zero. */
export function takeStatementCounts(): { total: number; statements: Array<{ shape: string; count: number }> } {
  const statements = [...counts].map(([shape, count]) => ({ shape, count })).sort((a, b) => b.count - a.count);
  const result = { total, statements };
  counts.clear();
  total = 0;
  return result;
}
