import { type CaseContext, json } from './context.ts';
import { allowedTypes } from './schema.ts';
import type { JsonType } from './types.ts';

const WRONG_TYPE_SAMPLES: [JsonType, string, unknown][] = [
  ['number', 'a number', 12345],
  ['string', 'a string', 'text'],
  ['string', 'a numeric string', '12'],
  ['object', 'an object', { a: 1 }],
  ['array', 'an array', ['a']],
  ['null', 'null', null],
  ['boolean', 'a boolean', true],
];

// wrong types: the whole body, then every field with every JSON type it does not allow.
export function addWrongTypeCases({ op, fields, add, refuseBody }: CaseContext) {
  if (op.body) {
    const bodyTypes = allowedTypes(op.body);
    for (const [type, label, value] of WRONG_TYPE_SAMPLES) {
      if (label === 'a numeric string' || bodyTypes?.has(type)) continue;
      add({
        category: 'wrong-type',
        label: `body = ${label}`,
        expect: 'refuse',
        statuses: [400],
        errorCode: 'invalid_input',
        body: json(() => value),
      });
    }
    for (const field of fields) {
      const types = allowedTypes(field.schema);
      if (!types) continue;
      for (const [type, label, value] of WRONG_TYPE_SAMPLES) {
        if (types.has(type)) continue;
        if (label === 'a numeric string' && !types.has('number')) continue;
        refuseBody('wrong-type', label, field.path, value);
      }
    }
  }
  for (const param of op.queryParams) {
    const types = allowedTypes(param.schema);
    if (types?.has('number')) {
      add({
        category: 'wrong-type',
        label: `?${param.name}=abc`,
        expect: 'refuse',
        statuses: [400],
        query: [[param.name, 'abc']],
      });
    } else if (types && !types.has('array')) {
      // A repeated parameter arrives as an array where one string is expected.
      const value = String(param.schema.enum?.[0] ?? 'x');
      add({
        category: 'wrong-type',
        label: `?${param.name} repeated (array)`,
        expect: 'refuse',
        statuses: [400],
        query: [
          [param.name, value],
          [param.name, value],
        ],
      });
    }
  }
}
