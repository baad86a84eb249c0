import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * For answers the database writes as JSON text (sent past the route's serializer): the answer is
 * JSON, parses under its schema unchanged, and each listed item has exactly the item schema's keys.
 * Returns the parsed body.
 */
export function expectExactListAnswer(
  response: LightMyRequestResponse,
  schema: z.ZodType,
  list: string,
  itemSchema: z.ZodObject,
) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json();
  expect(schema.parse(body)).toEqual(body);
  for (const item of body[list]) expect(Object.keys(item).sort()).toEqual(Object.keys(itemSchema.shape).sort());
  return body;
}
