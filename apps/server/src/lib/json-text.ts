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

/**
 * A page answer's text, `{"success":true,"<list>":[...],"nextCursor":...}` and then `extra`'s
 * fields, from its items' texts (the question list, the notifications).
 */
export function pageAnswerText(
  list: string,
  items: readonly string[],
  nextCursor: string | null,
  extra: Readonly<Record<string, number>> = {},
): string {
  let text = `{"success":true,${JSON.stringify(list)}:${jsonArrayText(items)},"nextCursor":${JSON.stringify(nextCursor)}`;
  for (const [field, value] of Object.entries(extra)) text += `,${JSON.stringify(field)}:${JSON.stringify(value)}`;
  return `${text}}`;
}
