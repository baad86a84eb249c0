import { EDGE_NUMBERS, INJECTIONS, LONG_STRING, MALFORMED_JSON, UNICODE_TEXT, UNKNOWN_ENUM } from './constants.ts';
import { type CaseContext, json } from './context.ts';
import { CATEGORIES, type Category } from './types.ts';

// Categories with nothing to aim at: their values go, together, into unknown parameters (and an
// unknown body field), which the operation must ignore.
export function addVacuousCase({ op, cases, hasBodyMethod, add }: CaseContext) {
  const vacuousValues: Record<Category, string> = {
    'malformed-json': MALFORMED_JSON,
    'wrong-type': '[]',
    'missing-required': '',
    'long-string': LONG_STRING,
    unicode: UNICODE_TEXT,
    injection: INJECTIONS[0],
    numbers: String(EDGE_NUMBERS[1]),
    'unknown-enum': UNKNOWN_ENUM,
    'invalid-id': 'not-a-uuid',
    'unknown-query': 'x',
    'extra-fields': 'x',
  };
  const uncovered = CATEGORIES.filter((category) => !cases.some((c) => c.category === category));
  const [first] = uncovered;
  if (first) {
    const values = uncovered.map((category): [string, string] => [`sweep-${category}`, vacuousValues[category]]);
    add({
      category: first,
      alsoCovers: uncovered.slice(1),
      label: `nothing to aim at: ?${values.map(([name]) => name).join('&')}`,
      expect: 'either',
      vacuous: true,
      query: values,
      ...(hasBodyMethod && !op.body ? { body: json(() => Object.fromEntries(values)) } : {}),
    });
  }
}
