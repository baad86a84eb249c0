import { dotted, type Field, type FieldPath, fieldsOf, setAt } from './fields.ts';
import type { CaseBody, Category, Operation, SweepCase } from './types.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type NewCase = Omit<SweepCase, 'op' | 'body'> & { body?: CaseBody };

/** What every category builder gets: the operation, its fields, and the helpers that add cases. */
export interface CaseContext {
  op: Operation;
  /** One valid body (only used to find the fields); the cases rebuild from a fresh base when sent. */
  base: unknown;
  /** The cases so far, in the order they were added. */
  cases: SweepCase[];
  hasBodyMethod: boolean;
  fields: Field[];
  /** Adds a case for this operation; without a body of its own it sends the valid base body. */
  add: (c: NewCase) => void;
  /** Adds a `refuse` case that sets one body field to a bad value. */
  refuseBody: (category: Category, label: string, path: FieldPath, value: unknown, statuses?: number[]) => void;
}

export const json = (build: (base: unknown) => unknown): CaseBody => ({ kind: 'json', build });

export function caseContext(op: Operation, base: unknown): CaseContext {
  const cases: SweepCase[] = [];
  const hasBodyMethod = BODY_METHODS.has(op.method);
  const baseBody: CaseBody = op.body ? json((b) => b) : { kind: 'none' };
  const add = (c: NewCase) => cases.push({ body: baseBody, ...c, op });
  const fields = op.body ? fieldsOf(op.body, base) : [];
  const refuseBody = (category: Category, label: string, path: FieldPath, value: unknown, statuses = [400]) =>
    add({
      category,
      label: `${dotted(path)} = ${label}`,
      expect: 'refuse',
      statuses,
      ...(statuses.length === 1 && statuses[0] === 400 ? { errorCode: 'invalid_input' } : {}),
      errorPath: dotted(path),
      body: json((b) => setAt(b, path, value)),
    });
  return { op, base, cases, hasBodyMethod, fields, add, refuseBody };
}
