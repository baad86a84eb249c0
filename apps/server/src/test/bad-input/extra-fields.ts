import { EXTRA_MARKERS } from './constants.ts';
import { type CaseContext, json } from './context.ts';
import { resolveVariant } from './schema.ts';

// extra unknown fields: stripped (or ignored), never stored or echoed.
export function addExtraFieldCases({ op, base, hasBodyMethod, add }: CaseContext) {
  const extras = {
    unexpectedField: EXTRA_MARKERS.text,
    id: EXTRA_MARKERS.uuid,
    userId: EXTRA_MARKERS.uuid,
    authorId: EXTRA_MARKERS.uuid,
    isAdmin: true,
    role: 'admin',
    reputation: EXTRA_MARKERS.number,
    votes: EXTRA_MARKERS.number,
    likes: EXTRA_MARKERS.number,
    balance: EXTRA_MARKERS.number,
    createdAt: '2000-01-01T00:00:00.000Z',
  };
  const known = new Set(Object.keys(resolveVariant(op.body ?? {}, base).properties ?? {}));
  const unknownExtras = Object.fromEntries(Object.entries(extras).filter(([key]) => !known.has(key)));
  if (hasBodyMethod) {
    add({
      category: 'extra-fields',
      label: 'unknown fields (id, authorId, isAdmin, reputation...)',
      expect: 'either',
      body: json((b) => ({ ...((typeof b === 'object' && b) || {}), ...unknownExtras })),
    });
    add({
      category: 'extra-fields',
      label: '__proto__ and constructor keys',
      expect: 'either',
      body: {
        kind: 'jsonText',
        build: (b) => {
          const rest = JSON.stringify((typeof b === 'object' && b) || {}).slice(1);
          const poison = '"__proto__":{"sweepPolluted":true},"constructor":{"prototype":{"sweepPolluted":true}}';
          return `{${poison}${rest === '}' ? '}' : `,${rest}`}`;
        },
      },
    });
  } else {
    add({
      category: 'extra-fields',
      label: '?isAdmin=true&role=admin',
      expect: 'either',
      query: [
        ['isAdmin', 'true'],
        ['role', 'admin'],
      ],
    });
  }
}
