import type { User } from '@app/shared/users/users.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { isSameSecret } from '../lib/tokens.ts';
import { findVisitorByToken } from '../modules/users/users.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer token sent with the request, if any (never logged). */
    bearerToken: string | null;
    /** True when the bearer token is the admin token. */
    isAdmin: boolean;
    /** The visitor, once `requireVisitor` or `loadVisitor` has run. */
    visitor: User | null;
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

/** Loads the visitor behind the bearer token, or leaves `request.visitor` null. */
export async function loadVisitor(request: FastifyRequest): Promise<User | null> {
  if (request.visitor || !request.bearerToken || request.isAdmin) return request.visitor;
  request.visitor = await findVisitorByToken(request.server.db, request.bearerToken);
  return request.visitor;
}

/** Who is looking, for view counting: `user:<id>` for visitors, `ip:<address>` otherwise. */
export async function viewerKeyOf(request: FastifyRequest): Promise<string> {
  const visitor = await loadVisitor(request);
  return visitor ? `user:${visitor.id}` : `ip:${request.ip}`;
}

/** preHandler for writes: a valid visitor token is required (401 otherwise, DESIGN.md §4). */
export async function requireVisitor(request: FastifyRequest): Promise<void> {
  const visitor = await loadVisitor(request);
  if (!visitor) throw unauthorized();
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

/**
 * Reads the bearer token on every request (cheap, no database). Visitors are looked up only by
 * routes that need them, so anonymous reads never touch the sessions table.
 */
export const identityPlugin = fp(async (app: FastifyInstance, options: { adminToken: string }) => {
  app.decorateRequest('bearerToken', null);
  app.decorateRequest('isAdmin', false);
  app.decorateRequest('visitor', null);
  app.decorateRequest('requireVisitor', function (this: FastifyRequest) {
    if (!this.visitor) throw unauthorized();
    return this.visitor;
  });
  app.addHook('onRequest', async (request) => {
    request.bearerToken = readBearerToken(request);
    request.isAdmin = request.bearerToken !== null && isSameSecret(request.bearerToken, options.adminToken);
  });
});
