/**
 * The request generator behind `bad-input-sweep.test.ts` (issue 13, "Bad-input sweep"): reads the
 * OpenAPI document and turns every operation into requests of every bad-input category. Pure: it
 * sends nothing and knows nothing about the app beyond the document and a valid base body.
 */

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

export const LONG_STRING = 'a'.repeat(100_000);
/** Over the 100 KB body limit: always a 413. */
export const OVERSIZED_BODY = `{"padding":"${'a'.repeat(200_000)}"}`;
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

type JsonType = 'string' | 'number' | 'object' | 'array' | 'null' | 'boolean';
const WRONG_TYPE_SAMPLES: [JsonType, string, unknown][] = [
  ['number', 'a number', 12345],
  ['string', 'a string', 'text'],
  ['string', 'a numeric string', '12'],
  ['object', 'an object', { a: 1 }],
  ['array', 'an array', ['a']],
  ['null', 'null', null],
  ['boolean', 'a boolean', true],
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the document except Swagger UI and static files. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: upper as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map(({ name, schema }) => ({ name, schema })),
        queryParams: parameters.filter((p) => p.in === 'query').map(({ name, schema }) => ({ name, schema })),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

export const operationKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/** The JSON types a schema lets through, or null when it says nothing about types. */
export function allowedTypes(schema: JsonSchema): Set<JsonType> | null {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const union = new Set<JsonType>();
    for (const variant of variants) {
      const types = allowedTypes(variant);
      if (!types) return null;
      for (const type of types) union.add(type);
    }
    if (schema.nullable) union.add('null');
    return union;
  }
  if (schema.type === undefined) return null;
  const types = new Set<JsonType>();
  for (const type of [schema.type].flat()) types.add(type === 'integer' ? 'number' : (type as JsonType));
  if (schema.nullable) types.add('null');
  return types;
}

function isInteger(schema: JsonSchema) {
  return [schema.type].flat().includes('integer');
}

/** Whether a number passes the schema's own bounds (zod's refinements may still refuse it). */
export function numberAccepted(schema: JsonSchema, value: number): boolean {
  if (isInteger(schema) && !Number.isSafeInteger(value)) return false;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum) return false;
  if (typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum) return false;
  if (minimum !== undefined && (exclusiveMinimum === true ? value <= minimum : value < minimum)) return false;
  if (maximum !== undefined && (exclusiveMaximum === true ? value >= maximum : value > maximum)) return false;
  return true;
}

type FieldPath = (string | number)[];
export interface Field {
  path: FieldPath;
  schema: JsonSchema;
}

const dotted = (path: FieldPath) => path.join('.');

/** The object schema a union resolves to for this value (discriminated by enum properties). */
function resolveVariant(schema: JsonSchema, value: unknown): JsonSchema {
  const variants = schema.oneOf ?? schema.anyOf;
  if (!variants || typeof value !== 'object' || value === null) return schema;
  const record = value as Record<string, unknown>;
  const matching = variants.find((variant) =>
    Object.entries(variant.properties ?? {}).every(
      ([key, property]) => !property.enum || property.enum.includes(record[key]),
    ),
  );
  return matching ?? variants[0] ?? schema;
}

/** Every field of a body, nested objects and the first element of arrays of objects included. */
export function fieldsOf(schema: JsonSchema, value: unknown, prefix: FieldPath = []): Field[] {
  const resolved = resolveVariant(schema, value);
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const fields: Field[] = [];
  const properties = { ...(resolved.properties ?? {}) };
  if (typeof resolved.additionalProperties === 'object') {
    for (const key of Object.keys(record)) properties[key] ??= resolved.additionalProperties;
  }
  for (const [key, property] of Object.entries(properties)) {
    const path = [...prefix, key];
    fields.push({ path, schema: property });
    const child = record[key];
    if (property.properties || property.oneOf || typeof property.additionalProperties === 'object') {
      fields.push(...fieldsOf(property, child, path));
    } else if (property.items && Array.isArray(child) && child.length > 0) {
      const item = property.items;
      if (item.properties || item.oneOf) fields.push(...fieldsOf(item, child[0], [...path, 0]));
      else fields.push({ path: [...path, 0], schema: item });
    }
  }
  return fields;
}

function requiredOf(schema: JsonSchema, value: unknown, prefix: FieldPath = []): FieldPath[] {
  const resolved = resolveVariant(schema, value);
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const required: FieldPath[] = (resolved.required ?? []).map((key) => [...prefix, key]);
  for (const [key, property] of Object.entries(resolved.properties ?? {})) {
    if (property.properties || property.oneOf) required.push(...requiredOf(property, record[key], [...prefix, key]));
  }
  return required;
}

export function setAt(value: unknown, path: FieldPath, next: unknown): unknown {
  const copy = structuredClone(value ?? {}) as Record<string | number, unknown>;
  let cursor = copy;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      cursor[key] = next;
    } else {
      cursor[key] ??= typeof path[index + 1] === 'number' ? [] : {};
      cursor = cursor[key] as Record<string | number, unknown>;
    }
  }
  return copy;
}

function deleteAt(value: unknown, path: FieldPath): unknown {
  const copy = structuredClone(value ?? {}) as Record<string | number, unknown>;
  let cursor: Record<string | number, unknown> | undefined = copy;
  for (const key of path.slice(0, -1)) cursor = cursor?.[key] as Record<string | number, unknown> | undefined;
  const last = path.at(-1);
  if (cursor && last !== undefined) delete cursor[last];
  return copy;
}

/** A value the schema accepts, for operations without a hand-written base body. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const variant = (schema.oneOf ?? schema.anyOf)?.[0];
  if (variant) return sampleOf(variant);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'string':
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.format === 'uuid') return UNKNOWN_UUID;
      return 'sweep'.padEnd(schema.minLength ?? 1, 'x').slice(0, schema.maxLength ?? 100);
    case 'integer':
    case 'number':
      return (schema.minimum ?? 0) + (schema.exclusiveMinimum === true || schema.minimum === undefined ? 1 : 0);
    case 'boolean':
      return false;
    case 'array':
      return schema.items ? [sampleOf(schema.items)] : [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, p]) => [key, sampleOf(p)]));
    default:
      return null;
  }
}

const isUuid = (schema: JsonSchema) => schema.format === 'uuid';
const isFreeText = (schema: JsonSchema) =>
  (allowedTypes(schema)?.has('string') ?? false) && !schema.enum && !schema.format && !schema.pattern;

/**
 * Every case for one operation. `base` is one valid body (only used to find the fields); the
 * cases rebuild from a fresh base when sent. Every category gets at least one case: when an
 * operation has nothing the category can aim at, the value goes into an unknown query parameter
 * (and an unknown body field), which the operation must ignore (`vacuous`).
 */
export function casesFor(op: Operation, base: unknown): SweepCase[] {
  const cases: SweepCase[] = [];
  const hasBodyMethod = BODY_METHODS.has(op.method);
  const json = (build: (base: unknown) => unknown): CaseBody => ({ kind: 'json', build });
  const baseBody: CaseBody = op.body ? json((b) => b) : { kind: 'none' };
  const add = (c: Omit<SweepCase, 'op' | 'body'> & { body?: CaseBody }) => cases.push({ body: baseBody, ...c, op });
  const fields = op.body ? fieldsOf(op.body, base) : [];
  const refuseBody = (category: Category, label: string, path: FieldPath, value: unknown, statuses = [400]) =>
    add({
      category,
      label: `${dotted(path)} = ${label}`,
      expect: 'refuse',
      statuses,
      ...(statuses.length === 1 && statuses[0] === 400 ? { errorCode: 'invalid_input' } : {}),
      errorPath: dotted(path),
      body: json((b) => setAt(b, path, value)),
    });

  // malformed JSON: a body that does not parse; and JSON sent as text/plain.
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

  // wrong types: the whole body, then every field with every JSON type it does not allow.
  if (op.body) {
    const bodyTypes = allowedTypes(op.body);
    for (const [type, label, value] of WRONG_TYPE_SAMPLES) {
      if (label === 'a numeric string' || bodyTypes?.has(type)) continue;
      add({
        category: 'wrong-type',
        label: `body = ${label}`,
        expect: 'refuse',
        statuses: [400],
        errorCode: 'invalid_input',
        body: json(() => value),
      });
    }
    for (const field of fields) {
      const types = allowedTypes(field.schema);
      if (!types) continue;
      for (const [type, label, value] of WRONG_TYPE_SAMPLES) {
        if (types.has(type)) continue;
        if (label === 'a numeric string' && !types.has('number')) continue;
        refuseBody('wrong-type', label, field.path, value);
      }
    }
  }
  for (const param of op.queryParams) {
    const types = allowedTypes(param.schema);
    if (types?.has('number')) {
      add({
        category: 'wrong-type',
        label: `?${param.name}=abc`,
        expect: 'refuse',
        statuses: [400],
        query: [[param.name, 'abc']],
      });
    } else if (types && !types.has('array')) {
      // A repeated parameter arrives as an array where one string is expected.
      const value = String(param.schema.enum?.[0] ?? 'x');
      add({
        category: 'wrong-type',
        label: `?${param.name} repeated (array)`,
        expect: 'refuse',
        statuses: [400],
        query: [
          [param.name, value],
          [param.name, value],
        ],
      });
    }
  }

  // missing required fields: each one left out, an empty object, no body at all.
  if (op.body) {
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

  // 100,000-character strings in every string field, query and path parameter; a body over 100 KB.
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
    add({
      category: 'long-string',
      label: 'body over 100 KB',
      expect: 'refuse',
      statuses: [413],
      errorCode: 'payload_too_large',
      body: { kind: 'raw', text: OVERSIZED_BODY, contentType: 'application/json' },
    });
  }

  // unicode and injection strings: text is just text, so these may be accepted; then they must come
  // back unchanged. Every string field and free-text query parameter gets all of them at once
  // (COMBINED_TEXT); each one alone, and NUL and a lone surrogate, go once per operation, each to
  // the next field in turn (sending every text to every field would triple the run for nothing).
  // URL-like fields get `javascript:alert(1)` alone: it must never be stored as a link.
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

  // negative and huge numbers in every number field and numeric query parameter.
  for (const field of fields) {
    if (!allowedTypes(field.schema)?.has('number')) continue;
    const values: number[] = [...EDGE_NUMBERS, ...(isInteger(field.schema) ? [1.5] : [])];
    for (const value of values) {
      if (numberAccepted(field.schema, value)) {
        add({
          category: 'numbers',
          label: `${dotted(field.path)} = ${value}`,
          expect: 'either',
          body: json((b) => setAt(b, field.path, value)),
        });
      } else {
        refuseBody('numbers', String(value), field.path, value);
      }
    }
  }
  for (const param of op.queryParams) {
    if (!allowedTypes(param.schema)?.has('number')) continue;
    for (const value of EDGE_NUMBERS) {
      add({
        category: 'numbers',
        label: `?${param.name}=${value}`,
        expect: numberAccepted(param.schema, value) ? 'either' : 'refuse',
        statuses: [400],
        query: [[param.name, String(value)]],
      });
    }
  }

  // unknown enum values, in the body, the query and the path.
  for (const field of fields) if (field.schema.enum) refuseBody('unknown-enum', UNKNOWN_ENUM, field.path, UNKNOWN_ENUM);
  for (const param of op.queryParams) {
    if (param.schema.enum) {
      add({
        category: 'unknown-enum',
        label: `?${param.name}=${UNKNOWN_ENUM}`,
        expect: 'refuse',
        statuses: [400],
        query: [[param.name, UNKNOWN_ENUM]],
      });
    }
  }
  for (const param of op.pathParams) {
    if (param.schema.enum) {
      add({
        category: 'unknown-enum',
        label: `{${param.name}}=${UNKNOWN_ENUM}`,
        expect: 'refuse',
        statuses: [400, 404],
        pathValues: { [param.name]: UNKNOWN_ENUM },
      });
    }
  }

  // invalid ids: not a UUID, injection text, an unknown UUID; in the path and in body id fields.
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

  // unknown query values: a value of the wrong shape for each parameter, and an unknown parameter.
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

  // extra unknown fields: stripped (or ignored), never stored or echoed.
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

  // Categories with nothing to aim at: their values go, together, into unknown parameters (and an
  // unknown body field), which the operation must ignore.
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
  return cases;
}
