/** The shapes the bad-input sweep works with: the operations it reads and the cases it builds. */

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

export type JsonType = 'string' | 'number' | 'object' | 'array' | 'null' | 'boolean';

export interface Param {
  name: string;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  body: JsonSchema | null;
}

export const CATEGORIES = [
  'malformed-json',
  'wrong-type',
  'missing-required',
  'long-string',
  'unicode',
  'injection',
  'numbers',
  'unknown-enum',
  'invalid-id',
  'unknown-query',
  'extra-fields',
] as const;
export type Category = (typeof CATEGORIES)[number];

export type CaseBody =
  | { kind: 'none' }
  | { kind: 'raw'; text: string; contentType: string }
  /** Built from a fresh valid base body at send time (some bases must be unique per request). */
  | { kind: 'json'; build: (base: unknown) => unknown }
  | { kind: 'jsonText'; build: (base: unknown) => string };

export interface SweepCase {
  op: Operation;
  category: Category;
  label: string;
  /**
   * `refuse`: the request is invalid, the answer must be a 4xx and change nothing.
   * `either`: the request may well be valid (text is just text, extras are stripped, a GET ignores
   * its body): any 2xx or 4xx is right, never a 5xx, and accepted text must round-trip.
   */
  expect: 'refuse' | 'either';
  /** For `refuse`: the exact statuses that are right, when we know them. */
  statuses?: number[];
  /** For `refuse`: the machine code the error must carry. */
  errorCode?: string;
  /** For `refuse`: a field the `errors[]` must name (itself or something inside it). */
  errorPath?: string;
  pathValues?: Record<string, string>;
  /** Path values sent as they are, not URL-encoded (a malformed percent-encoding). */
  rawPathValues?: Record<string, string>;
  query?: [string, string][];
  body: CaseBody;
  /** Text sent in a field, to check it comes back unchanged when the request is accepted. */
  sent?: { text: string; key: string };
  /** True when the category had nothing to aim at and the value went into an unknown parameter. */
  vacuous?: boolean;
  /** Further categories this one (vacuous) request stands for. */
  alsoCovers?: Category[];
}
