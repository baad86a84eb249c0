import { LARGER_BODY_LIMITS, LONG_STRING, OVERSIZED_BODY, oversizedBodyOver } from './constants.ts';
import type { CaseContext } from './context.ts';
import { allowedTypes } from './schema.ts';

// 100,000-character strings in every string field, query and path parameter; a body over 100 KB.
export function addLongStringCases({ op, fields, hasBodyMethod, add, refuseBody }: CaseContext) {
  for (const field of fields) {
    if (allowedTypes(field.schema)?.has('string'))
      refuseBody('long-string', '100k chars', field.path, LONG_STRING, [400, 413]);
  }
  for (const param of op.queryParams) {
    if (allowedTypes(param.schema)?.has('string')) {
      add({
        category: 'long-string',
        label: `?${param.name}=100k chars`,
        expect: 'refuse',
        statuses: [400],
        query: [[param.name, LONG_STRING]],
      });
    }
  }
  for (const param of op.pathParams) {
    // Over Fastify's maxParamLength (100): 414 URI Too Long.
    add({
      category: 'long-string',
      label: `{${param.name}}=100k chars`,
      expect: 'refuse',
      statuses: [414],
      pathValues: { [param.name]: LONG_STRING },
    });
  }
  if (hasBodyMethod) {
    const limit = LARGER_BODY_LIMITS[`${op.method} ${op.path}`];
    add({
      category: 'long-string',
      label: 'body over 100 KB',
      expect: 'refuse',
      statuses: [413],
      errorCode: 'payload_too_large',
      body: { kind: 'raw', text: limit ? oversizedBodyOver(limit) : OVERSIZED_BODY, contentType: 'application/json' },
    });
  }
}
