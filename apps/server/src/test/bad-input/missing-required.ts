import { type CaseContext, json } from './context.ts';
import { deleteAt, dotted, requiredOf } from './fields.ts';
import { resolveVariant } from './schema.ts';

// missing required fields: each one left out, an empty object, no body at all.
export function addMissingRequiredCases({ op, base, add }: CaseContext) {
  if (!op.body) return;
  const required = requiredOf(op.body, base);
  for (const path of required) {
    add({
      category: 'missing-required',
      label: `without ${dotted(path)}`,
      expect: 'refuse',
      statuses: [400],
      errorCode: 'invalid_input',
      errorPath: dotted(path),
      body: json((b) => deleteAt(b, path)),
    });
  }
  const topRequired = resolveVariant(op.body, base).required ?? [];
  // Bodies whose fields are all optional may accept {} (a no-op) or refuse it: either is right.
  add({
    category: 'missing-required',
    label: 'empty object',
    expect: topRequired.length > 0 ? 'refuse' : 'either',
    statuses: [400],
    body: json(() => ({})),
  });
  add({
    category: 'missing-required',
    label: 'no body',
    expect: op.body.nullable ? 'either' : 'refuse',
    statuses: [400],
    body: { kind: 'none' },
  });
}
