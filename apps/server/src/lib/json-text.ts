import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text as it is. Fastify passes a string with a JSON content type straight through,
 * past the route's serializer and so past its response validation: the route's tests hold the text
 * to its response schema instead. For bodies the database wrote (questions.repository.ts).
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/** A JSON array's text from its items' texts. */
export const jsonArrayText = (items: readonly string[]) => `[${items.join(',')}]`;
