import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, toPage } from './cursor.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: ID(index + 1), votes: 10 - index }));

describe('toPage', () => {
  it('gives the first `limit` rows and a cursor to the last of them when the extra row is there', () => {
    const page = toPage(rows(4), 3);
    expect(page.items.map((row) => row.id)).toEqual([ID(1), ID(2), ID(3)]);
    expect(decodeCursor(page.nextCursor ?? undefined)).toEqual({ value: null, id: ID(3) });
  });

  it('has no next cursor on the last page, full or not, nor on an empty one', () => {
    expect(toPage(rows(3), 3).nextCursor).toBeNull();
    expect(toPage(rows(2), 3)).toEqual({ items: rows(2), nextCursor: null });
    expect(toPage([], 3)).toEqual({ items: [], nextCursor: null });
  });

  it("carries the sort value the caller's cursor picks", () => {
    const page = toPage(rows(3), 2, (row) => ({ value: row.votes, id: row.id }));
    expect(page.nextCursor).toBe(encodeCursor({ value: 9, id: ID(2) }));
  });
});

describe('decodeCursor', () => {
  it('reads back what encodeCursor wrote, and nothing for no cursor', () => {
    expect(decodeCursor(encodeCursor({ value: 7, id: ID(9) }))).toEqual({ value: 7, id: ID(9) });
    expect(decodeCursor(undefined)).toBeNull();
  });

  it('refuses a cursor it did not write with a 400 that says what to do', () => {
    expect(() => decodeCursor('not-a-cursor')).toThrow('Invalid cursor: ask for the first page again.');
    expect(() => decodeCursor(Buffer.from('[1,"x"]').toString('base64url'))).toThrow(/Invalid cursor/);
  });
});
