import { EDGE_NUMBERS } from './constants.ts';
import { type CaseContext, json } from './context.ts';
import { dotted, setAt } from './fields.ts';
import { allowedTypes, isInteger, numberAccepted } from './schema.ts';

// negative and huge numbers in every number field and numeric query parameter.
export function addNumberCases({ op, fields, add, refuseBody }: CaseContext) {
  for (const field of fields) {
    if (!allowedTypes(field.schema)?.has('number')) continue;
    const values: number[] = [...EDGE_NUMBERS, ...(isInteger(field.schema) ? [1.5] : [])];
    for (const value of values) {
      if (numberAccepted(field.schema, value)) {
        add({
          category: 'numbers',
          label: `${dotted(field.path)} = ${value}`,
          expect: 'either',
          body: json((b) => setAt(b, field.path, value)),
        });
      } else {
        refuseBody('numbers', String(value), field.path, value);
      }
    }
  }
  for (const param of op.queryParams) {
    if (!allowedTypes(param.schema)?.has('number')) continue;
    for (const value of EDGE_NUMBERS) {
      add({
        category: 'numbers',
        label: `?${param.name}=${value}`,
        expect: numberAccepted(param.schema, value) ? 'either' : 'refuse',
        statuses: [400],
        query: [[param.name, String(value)]],
      });
    }
  }
}
