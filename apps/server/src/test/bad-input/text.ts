import { COMBINED_TEXT, INJECTIONS, LONE_SURROGATE_TEXT, NUL_TEXT, UNICODE_TEXT } from './constants.ts';
import { type CaseContext, json } from './context.ts';
import { dotted, type Field, setAt } from './fields.ts';
import { allowedTypes, isFreeText } from './schema.ts';
import type { Category, Param } from './types.ts';

// unicode and injection strings: text is just text, so these may be accepted; then they must come
// back unchanged. Every string field and free-text query parameter gets all of them at once
// (COMBINED_TEXT); each one alone, and NUL and a lone surrogate, go once per operation, each to
// the next field in turn (sending every text to every field would triple the run for nothing).
// URL-like fields get `javascript:alert(1)` alone: it must never be stored as a link.
export function addTextCases({ op, fields, add }: CaseContext) {
  const textFields = fields.filter((field) => allowedTypes(field.schema)?.has('string'));
  const textQuery = op.queryParams.filter((param) => isFreeText(param.schema));
  const keyOf = (field: Field) => field.path.filter((part) => typeof part === 'string').at(-1) ?? '';
  const texts: [Category, string, string][] = [
    ['unicode', 'unicode and zero-width characters', UNICODE_TEXT],
    ['unicode', 'a NUL character', NUL_TEXT],
    ['unicode', 'a lone surrogate', LONE_SURROGATE_TEXT],
    ...INJECTIONS.map((text): [Category, string, string] => ['injection', text, text]),
  ];
  const sendText = (category: Category, label: string, text: string, field: Field) =>
    add({
      category,
      label: `${dotted(field.path)} = ${label}`,
      expect: 'either',
      body: json((b) => setAt(b, field.path, text)),
      sent: { text, key: keyOf(field) },
    });
  const queryText = (category: Category, label: string, text: string, param: Param) =>
    add({ category, label: `?${param.name}=${label}`, expect: 'either', query: [[param.name, text]] });
  for (const field of textFields) sendText('injection', 'unicode + every injection string', COMBINED_TEXT, field);
  for (const param of textQuery) queryText('injection', 'unicode + every injection string', COMBINED_TEXT, param);
  for (const [index, [category, label, text]] of texts.entries()) {
    const field = textFields[index % Math.max(textFields.length, 1)];
    if (field) sendText(category, label, text, field);
    const param = textQuery[index % Math.max(textQuery.length, 1)];
    if (param) queryText(category, label, text, param);
  }
  for (const field of textFields) {
    if (/url$|link|github|portfolio|website/i.test(keyOf(field))) {
      sendText('injection', 'javascript:alert(1) as a link', 'javascript:alert(1)', field);
    }
  }
}
