import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import { isSameSecret } from '../lib/tokens.ts';
import { IDENTITY_CHANNEL, onIdentityChange } from '../modules/users/identity-changes.ts';
import { SessionCache } from '../modules/users/session-cache.ts';
import { resolveSession } from '../modules/users/sessions.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this process resolved recently (modules/users/session-cache.ts). */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** The bearer token sent with the request, if any (never logged). */
    bearerToken: string | null;
    /** True when the bearer token is the admin token. */
    isAdmin: boolean;
    /** The visitor, once `requireVisitor` or `loadVisitor` has run. */
    visitor: User | null;
    /** The session behind the bearer token, once the visitor is loaded (sign-out ends it). */
    sessionId: string | null;
    /** The token named a saved account's session that ended after 30 idle days. */
    sessionExpired: boolean;
    /** Whether `loadVisitor` already looked the token up (it does so at most once per request). */
    visitorLoaded: boolean;
    /** The visitor; throws 401 if `requireVisitor` did not run or found nobody. */
    requireVisitor(): User;
  }
}

function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Loads the visitor behind the bearer token, or leaves `request.visitor` null. One query, none when
 * the session cache has it (and, at most once an hour per session, one write that slides a saved
 * account's 30 days). An expired
 * session reads as nobody here, so public reads still answer; `requireVisitor` says it expired.
 */
export async function loadVisitor(request: FastifyRequest): Promise<User | null> {
  if (request.visitorLoaded || !request.bearerToken || request.isAdmin) return request.visitor;
  request.visitorLoaded = true;
  const resolved = await resolveSession(
    request.server.db,
    request.bearerToken,
    new Date(),
    request.server.sessionCache,
  );
  if (resolved?.status === 'active') {
    request.visitor = resolved.user;
    request.sessionId = resolved.sessionId;
  }
  request.sessionExpired = resolved?.status === 'expired';
  return request.visitor;
}

function noVisitor(request: FastifyRequest): AppError {
  return request.sessionExpired
    ? new AppError(401, API_ERROR_CODES.sessionExpired, ACCOUNT_MESSAGES.sessionExpired)
    : unauthorized();
}

/** Who is looking, for view counting: `user:<id>` for visitors, `ip:<address>` otherwise. */
export async function viewerKeyOf(request: FastifyRequest): Promise<string> {
  const visitor = await loadVisitor(request);
  return visitor ? `user:${visitor.id}` : `ip:${request.ip}`;
}

/** preHandler for writes: a valid visitor token is required (401 otherwise, DESIGN.md §4). */
export async function requireVisitor(request: FastifyRequest): Promise<void> {
  const visitor = await loadVisitor(request);
  if (!visitor) throw noVisitor(request);
}

/** The session behind the request's token (after `requireVisitor`): what sign-out ends. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw noVisitor(request);
  return request.sessionId;
}

/** preHandler for edits that the author or the admin may make. */
export async function requireVisitorOrAdmin(request: FastifyRequest): Promise<void> {
  if (request.isAdmin) return;
  await requireVisitor(request);
}

/** preHandler for admin actions: the bearer must be ADMIN_TOKEN (401 without a token, 403 otherwise). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.bearerToken) throw unauthorized('This action needs the admin token.');
  if (!request.isAdmin) throw forbidden('This action is for admins only.');
}

/** How long after a failed subscription the cache tries to listen again (it stores nothing meanwhile). */
const RESUBSCRIBE_AFTER_MS = 5000;

/**
 * Keeps the session cache exact: it forgets a user on every change this process makes
 * (identity-changes.ts) and every change any process commits (the database's `identity` channel).
 * It only stores while it can hear the channel: from the first subscription that succeeds, and
 * again after a lost connection is back.
 */
function listenForIdentityChanges(app: FastifyInstance, cache: SessionCache) {
  const stopLocal = onIdentityChange((userId) => cache.forgetUser(userId));
  let unsubscribe: (() => Promise<void>) | null = null;
  let attemptedAt = Number.NEGATIVE_INFINITY;
  let closed = false;
  const subscribe = () => {
    if (unsubscribe || closed || Date.now() - attemptedAt < RESUBSCRIBE_AFTER_MS) return;
    attemptedAt = Date.now();
    app.database
      .subscribe(IDENTITY_CHANNEL, {
        onMessage: (userId) => cache.forgetUser(userId),
        onLost: () => cache.setListening(false),
        onResync: () => cache.setListening(true),
      })
      .then(
        (stop) => {
          if (closed) return void stop().catch(() => {});
          unsubscribe = stop;
          cache.setListening(true);
        },
        (error: unknown) => app.log.warn({ err: error }, 'session cache: cannot hear identity changes; not caching'),
      );
  };
  app.addHook('onReady', async () => subscribe());
  // A failed subscription is retried on later requests, at most every few seconds.
  app.addHook('onRequest', async () => subscribe());
  app.addHook('onClose', async () => {
    closed = true;
    stopLocal();
    cache.setListening(false);
    await unsubscribe?.().catch(() => {});
  });
}

/**
 * Reads the bearer token on every request (cheap, no database). Visitors are looked up only by
 * routes that need them, so anonymous reads never touch the sessions table.
 */
export const identityPlugin = fp(async (app: FastifyInstance, options: { adminToken: string }) => {
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  listenForIdentityChanges(app, cache);
  app.decorateRequest('bearerToken', null);
  app.decorateRequest('isAdmin', false);
  app.decorateRequest('visitor', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionExpired', false);
  app.decorateRequest('visitorLoaded', false);
  app.decorateRequest('requireVisitor', function (this: FastifyRequest) {
    if (!this.visitor) throw noVisitor(this);
    return this.visitor;
  });
  app.addHook('onRequest', async (request) => {
    request.bearerToken = readBearerToken(request);
    request.isAdmin = request.bearerToken !== null && isSameSecret(request.bearerToken, options.adminToken);
  });
});
