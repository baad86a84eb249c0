import { resolveVariant } from './schema.ts';
import type { JsonSchema } from './types.ts';

/** The fields of a body: finding them (all, or the required ones) and setting or deleting one. */

export type FieldPath = (string | number)[];
export interface Field {
  path: FieldPath;
  schema: JsonSchema;
}

export const dotted = (path: FieldPath) => path.join('.');

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

export function requiredOf(schema: JsonSchema, value: unknown, prefix: FieldPath = []): FieldPath[] {
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

export function deleteAt(value: unknown, path: FieldPath): unknown {
  const copy = structuredClone(value ?? {}) as Record<string | number, unknown>;
  let cursor: Record<string | number, unknown> | undefined = copy;
  for (const key of path.slice(0, -1)) cursor = cursor?.[key] as Record<string | number, unknown> | undefined;
  const last = path.at(-1);
  if (cursor && last !== undefined) delete cursor[last];
  return copy;
}
