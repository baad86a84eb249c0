import { describe, expect, it } from 'vitest';
import { StatementGroup } from './statement-group.ts';

/** A fake statement: records the rows of each call and answers each row doubled, after `answerAfter`. */
function doubling(options?: { failWhen?: (rows: number[]) => boolean; answerAfter?: () => Promise<void> }) {
  const statements: number[][] = [];
  const send = async (rows: number[]) => {
    statements.push(rows);
    await options?.answerAfter?.();
    if (options?.failWhen?.(rows)) throw new Error(`refused ${rows.join(',')}`);
    return rows.map((row) => row * 2);
  };
  return { statements, send };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('StatementGroup', () => {
  it('sends a call alone after one turn of the event loop, and answers it', async () => {
    const fake = doubling();
    const group = new StatementGroup(fake.send);
    await expect(group.run(4)).resolves.toBe(8);
    expect(fake.statements).toEqual([[4]]);
  });

  it('gathers the calls of one turn into one statement, each with its own answer', async () => {
    const fake = doubling();
    const group = new StatementGroup(fake.send);
    await expect(Promise.all([group.run(1), group.run(2), group.run(3)])).resolves.toEqual([2, 4, 6]);
    expect(fake.statements).toEqual([[1, 2, 3]]);
  });

  it('keeps at most maxInFlight statements on their way, and sends the calls that waited together', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fake = doubling({ answerAfter: () => gate });
    const group = new StatementGroup(fake.send, { maxInFlight: 1, maxRows: 200 });
    const first = group.run(1);
    await nextTurn();
    const later = [group.run(2), group.run(3)];
    await nextTurn();
    const last = group.run(4);
    await nextTurn();
    expect(fake.statements).toEqual([[1]]);
    release();
    await expect(Promise.all([first, ...later, last])).resolves.toEqual([2, 4, 6, 8]);
    expect(fake.statements).toEqual([[1], [2, 3, 4]]);
  });

  it('splits a gathering into statements of at most maxRows', async () => {
    const fake = doubling();
    const group = new StatementGroup(fake.send, { maxInFlight: 4, maxRows: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((row) => group.run(row)));
    expect(fake.statements).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('sends each row of a failed statement on its own, so a bad row fails its own caller only', async () => {
    const fake = doubling({ failWhen: (rows) => rows.includes(13) });
    const group = new StatementGroup(fake.send);
    const results = await Promise.allSettled([group.run(12), group.run(13), group.run(14)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: 24 });
    expect(results[1]).toMatchObject({ reason: new Error('refused 13') });
    expect(fake.statements).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it('keeps working after a failure', async () => {
    const fake = doubling({ failWhen: (rows) => rows.includes(0) });
    const group = new StatementGroup(fake.send);
    await expect(group.run(0)).rejects.toThrow('refused 0');
    await expect(group.run(5)).resolves.toBe(10);
  });
});
