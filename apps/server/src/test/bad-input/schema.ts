import { UNKNOWN_UUID } from './constants.ts';
import type { JsonSchema, JsonType } from './types.ts';

/** What a JSON schema allows: types, number bounds, a sample value, the variant a value picks. */

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

export function isInteger(schema: JsonSchema) {
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

/** The object schema a union resolves to for this value (discriminated by enum properties). */
export function resolveVariant(schema: JsonSchema, value: unknown): JsonSchema {
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

export const isUuid = (schema: JsonSchema) => schema.format === 'uuid';
export const isFreeText = (schema: JsonSchema) =>
  (allowedTypes(schema)?.has('string') ?? false) && !schema.enum && !schema.format && !schema.pattern;
