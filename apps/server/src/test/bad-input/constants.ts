/** The bad values the sweep sends, shared by the case builders and the checks of the sweep test. */
import { STATEMENT_MAX_BYTES } from '@app/shared/payments/bank-statements.schemas';

export const LONG_STRING = 'a'.repeat(100_000);
/** Over the 100 KB body limit: always a 413. */
export const OVERSIZED_BODY = `{"padding":"${'a'.repeat(200_000)}"}`;

/** The routes whose body limit is above the app's 100 KB, by `METHOD path`: their oversized body is bigger. */
export const LARGER_BODY_LIMITS: Record<string, number> = {
  // A bank statement (issue 42): 2 MB of camt.053 or CSV, and room for the JSON around it.
  'POST /api/admin/bank-statements': STATEMENT_MAX_BYTES + 64 * 1024,
};

/** A JSON body just over `limit` bytes. */
export const oversizedBodyOver = (limit: number) => `{"padding":"${'a'.repeat(limit + 1024)}"}`;
export const MALFORMED_JSON = '{"a":';
/** Accented and CJK letters, an emoji, zero-width space/non-joiner/joiner, word joiner, BOM, RTL override. */
export const UNICODE_TEXT =
  'Zoë 日本語 🚀 zero\u200Bwidth\u200Cnon\u200Djoiner\u2060word\uFEFFbom \u202Eevil\u202C end';
/** PostgreSQL text cannot hold U+0000: a classic 500. */
export const NUL_TEXT = 'before\u0000after';
/** Valid JSON ("\ud800"), but not valid UTF-16: it cannot be stored as UTF-8 unchanged. */
export const LONE_SURROGATE_TEXT = 'before\uD800after';
export const SQL_INJECTIONS = ["' OR 1=1 --", "1'); DROP TABLE users; --"] as const;
export const SCRIPT_INJECTIONS = ['<script>alert(1)</script>', 'javascript:alert(1)'] as const;
export const INJECTIONS = [...SQL_INJECTIONS, ...SCRIPT_INJECTIONS] as const;
/** All of the above in one string, sent to every text field. */
export const COMBINED_TEXT = `${UNICODE_TEXT} ${INJECTIONS.join(' ')}`;
export const EDGE_NUMBERS = [-1, 1e308, 2 ** 53] as const;
export const UNKNOWN_ENUM = 'not-a-real-value';
export const UNKNOWN_UUID = '7d8c3a1e-5b2f-4c9d-8e7f-0a1b2c3d4e5f';
/** Values that must never show up in a response when sent as unknown fields (mass assignment). */
export const EXTRA_MARKERS = {
  uuid: '0badc0de-0000-4000-8000-00000000beef',
  number: 987_654_321,
  text: 'sweep-extra-field-marker',
} as const;
