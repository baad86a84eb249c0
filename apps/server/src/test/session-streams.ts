import {
  STREAM_SESSION_ENDED_EVENT,
  type StreamSessionEndReason,
} from '@app/shared/notifications/notifications.constants';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, saveAccount, signInWithPasskey } from './account-factories.ts';
import { createVisitor } from './build-test-app.ts';
import type { EventStream } from './sse-client.ts';
import { createVirtualAuthenticator } from './virtual-authenticator.ts';

/** How soon a stream must end once its session ended (issue 35 §1). */
export const SESSION_END_WITHIN_MS = 1000;

/** One session of a member: its token, headers and id. */
export interface MemberSession {
  userId: string;
  token: string;
  headers: Record<string, string>;
  sessionId: string;
}

/** The id of the session behind `token` (GET /api/account marks the current one). */
export async function sessionIdOf(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
  const current = (response.json().account?.sessions as { id: string; isCurrent: boolean }[] | undefined)?.find(
    (session) => session.isCurrent,
  );
  if (!current) throw new Error(`No current session: ${response.body}`);
  return current.id;
}

/**
 * A member whose account is saved with a passkey, signed in on `count` sessions (devices) in all:
 * the first is the anonymous visitor's that saved it, the others passkey sign-ins.
 */
export async function memberOnDevices(app: FastifyInstance, count: number): Promise<MemberSession[]> {
  const visitor = await createVisitor(app);
  const authenticator = createVirtualAuthenticator();
  await saveAccount(app, visitor, authenticator);
  const tokens = [visitor.token];
  for (let device = 1; device < count; device++) {
    const signedIn = await signInWithPasskey(app, authenticator);
    if (signedIn.statusCode !== 200) throw new Error(`Sign-in failed: ${signedIn.body}`);
    tokens.push(signedIn.json().token as string);
  }
  return Promise.all(
    tokens.map(async (token) => ({
      userId: visitor.user.id,
      token,
      headers: bearer(token),
      sessionId: await sessionIdOf(app, token),
    })),
  );
}

/** `promise`, or a failure naming `what` once `ms` passed. */
export async function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The stream's next event says its session ended for `reason`, within a second of `since`
 * (performance.now()), and the stream ends right after it: nothing follows.
 */
export async function expectSessionEnded(stream: EventStream, reason: StreamSessionEndReason, since: number) {
  const event = await within(SESSION_END_WITHIN_MS, stream.nextEvent(), `the ${STREAM_SESSION_ENDED_EVENT} event`);
  expect(performance.now() - since).toBeLessThan(SESSION_END_WITHIN_MS);
  expect(event.event).toBe(STREAM_SESSION_ENDED_EVENT);
  expect(JSON.parse(event.data)).toEqual({ reason });
  await within(SESSION_END_WITHIN_MS, stream.ended(), 'the end of the stream');
  await expect(stream.nextEvent()).rejects.toThrow(/ended before/);
}
