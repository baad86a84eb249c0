import type { CaseContext } from './context.ts';
import { allowedTypes } from './schema.ts';

// unknown query values: a value of the wrong shape for each parameter, and an unknown parameter.
export function addUnknownQueryCases({ op, add }: CaseContext) {
  for (const param of op.queryParams) {
    const { schema, name } = param;
    if (schema.enum) {
      // A near miss: the first value in capitals (or with a suffix when capitals change nothing).
      const first = String(schema.enum[0]);
      const nearMiss = first.toUpperCase() !== first ? first.toUpperCase() : `${first}_x`;
      add({
        category: 'unknown-query',
        label: `?${name}=${nearMiss}`,
        expect: 'refuse',
        statuses: [400],
        query: [[name, nearMiss]],
      });
    } else if (allowedTypes(schema)?.has('number')) {
      add({
        category: 'unknown-query',
        label: `?${name}=1.5`,
        expect: 'refuse',
        statuses: [400],
        query: [[name, '1.5']],
      });
    } else if (schema.format === 'date-time') {
      add({
        category: 'unknown-query',
        label: `?${name}=yesterday`,
        expect: 'refuse',
        statuses: [400],
        query: [[name, 'yesterday']],
      });
    } else if (name === 'cursor') {
      add({
        category: 'unknown-query',
        label: '?cursor=not-a-cursor',
        expect: 'refuse',
        statuses: [400],
        query: [[name, 'not-a-cursor']],
      });
      const forged = Buffer.from(JSON.stringify({ v: "' OR 1=1 --", id: 'x' })).toString('base64url');
      add({
        category: 'unknown-query',
        label: '?cursor=forged',
        expect: 'refuse',
        statuses: [400],
        query: [[name, forged]],
      });
    } else {
      add({
        category: 'unknown-query',
        label: `?${name}=no-such-value`,
        expect: 'either',
        query: [[name, 'no-such-value-xyz']],
      });
    }
  }
  add({ category: 'unknown-query', label: '?unknownParam=1', expect: 'either', query: [['unknownParam', '1']] });
}
