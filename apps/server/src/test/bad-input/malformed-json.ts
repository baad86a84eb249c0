import { MALFORMED_JSON } from './constants.ts';
import type { CaseContext } from './context.ts';

// malformed JSON: a body that does not parse; and JSON sent as text/plain.
export function addMalformedJsonCases({ base, hasBodyMethod, add }: CaseContext) {
  if (hasBodyMethod) {
    add({
      category: 'malformed-json',
      label: 'body {"a":',
      expect: 'refuse',
      statuses: [400],
      errorCode: 'invalid_json',
      body: { kind: 'raw', text: MALFORMED_JSON, contentType: 'application/json' },
    });
    add({
      category: 'malformed-json',
      label: 'JSON sent as text/plain',
      expect: 'refuse',
      statuses: [415],
      errorCode: 'unsupported_media_type',
      body: { kind: 'raw', text: JSON.stringify(base ?? {}), contentType: 'text/plain' },
    });
  } else {
    // GET never reads a body (Fastify skips body parsing for GET/HEAD): the request is just a GET.
    add({
      category: 'malformed-json',
      label: 'GET with body {"a": (ignored)',
      expect: 'either',
      body: { kind: 'raw', text: MALFORMED_JSON, contentType: 'application/json' },
    });
  }
}
