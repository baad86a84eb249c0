import type { FastifyInstance } from 'fastify';
import { saveDeveloperProfile } from './application-factories.ts';
import { createNamedVisitor, type Visitor } from './conversation-factories.ts';

/** A member with a developer profile; returns them and the profile's id (what `developerId` names). */
export async function createDeveloper(app: FastifyInstance, name = 'Dana Developer') {
  const visitor = await createNamedVisitor(app, name);
  const profileId = await saveDeveloperProfile(app, visitor, { name });
  return { visitor, profileId };
}

export function postConversation(app: FastifyInstance, author: Visitor, developerId: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: author.headers,
    payload: { developerId, body },
  });
}

export function postDirectMessage(app: FastifyInstance, author: Visitor, conversationId: string, body: string) {
  return app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: author.headers,
    payload: { body },
  });
}

/** Starts (or continues) a conversation and returns its id; fails the test on anything but 200/201. */
export async function startConversation(app: FastifyInstance, author: Visitor, developerId: string, body: string) {
  const response = await postConversation(app, author, developerId, body);
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`Starting a conversation failed: ${response.body}`);
  }
  return response.json().conversation.id as string;
}

export function setBlock(app: FastifyInstance, visitor: Visitor, memberId: string, method: 'POST' | 'DELETE') {
  return app.inject({ method, url: `/api/members/${memberId}/block`, headers: visitor.headers });
}
