import { UNKNOWN_ENUM } from './constants.ts';
import type { CaseContext } from './context.ts';

// unknown enum values, in the body, the query and the path.
export function addUnknownEnumCases({ op, fields, add, refuseBody }: CaseContext) {
  for (const field of fields) if (field.schema.enum) refuseBody('unknown-enum', UNKNOWN_ENUM, field.path, UNKNOWN_ENUM);
  for (const param of op.queryParams) {
    if (param.schema.enum) {
      add({
        category: 'unknown-enum',
        label: `?${param.name}=${UNKNOWN_ENUM}`,
        expect: 'refuse',
        statuses: [400],
        query: [[param.name, UNKNOWN_ENUM]],
      });
    }
  }
  for (const param of op.pathParams) {
    if (param.schema.enum) {
      add({
        category: 'unknown-enum',
        label: `{${param.name}}=${UNKNOWN_ENUM}`,
        expect: 'refuse',
        statuses: [400, 404],
        pathValues: { [param.name]: UNKNOWN_ENUM },
      });
    }
  }
}
