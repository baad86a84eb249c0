import { UNKNOWN_UUID } from './constants.ts';
import { type CaseContext, json } from './context.ts';
import { dotted, setAt } from './fields.ts';
import { isUuid } from './schema.ts';

// invalid ids: not a UUID, injection text, an unknown UUID; in the path and in body id fields.
export function addInvalidIdCases({ op, fields, add, refuseBody }: CaseContext) {
  for (const param of op.pathParams) {
    if (param.schema.enum) continue;
    const uuid = isUuid(param.schema);
    for (const value of ['not-a-uuid', '-1', "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd']) {
      add({
        category: 'invalid-id',
        label: `{${param.name}}=${value}`,
        expect: 'refuse',
        // A UUID parameter refuses these (400); a free-form id (a reward slug) finds nothing (404).
        statuses: uuid ? [400] : [404],
        pathValues: { [param.name]: value },
      });
    }
    add({
      category: 'invalid-id',
      label: `{${param.name}}=%E0%A4%A (malformed percent-encoding)`,
      expect: 'refuse',
      statuses: [400],
      rawPathValues: { [param.name]: '%E0%A4%A' },
    });
    for (const value of [UNKNOWN_UUID, '00000000-0000-0000-0000-000000000000']) {
      add({
        category: 'invalid-id',
        label: `{${param.name}}=unknown ${value}`,
        expect: 'refuse',
        statuses: [404],
        pathValues: { [param.name]: value },
      });
    }
  }
  for (const field of fields) {
    if (!isUuid(field.schema)) continue;
    refuseBody('invalid-id', 'not-a-uuid', field.path, 'not-a-uuid');
    // An unknown id in a body may be refused (404/409/400) or kept as a loose reference: never a 500.
    add({
      category: 'invalid-id',
      label: `${dotted(field.path)} = unknown uuid`,
      expect: 'either',
      body: json((b) => setAt(b, field.path, UNKNOWN_UUID)),
    });
  }
}
