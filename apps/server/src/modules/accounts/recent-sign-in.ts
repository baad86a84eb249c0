import type { FastifyRequest } from 'fastify';
import { currentSessionId } from '../../plugins/identity.ts';
import { requireRecentSignIn } from './reauthentication.service.ts';

/**
 * preHandler (after `requireVisitor`) of the sensitive account actions (issue 35): 403
 * `reauthentication_required` for a saved account whose session has not proved possession of a
 * passkey or a recovery code in the last 10 minutes (reauthentication.service.ts).
 */
export async function requireRecentSignInOf(request: FastifyRequest): Promise<void> {
  await requireRecentSignIn(request.server.db, request.requireVisitor().id, currentSessionId(request));
}

/** The 403 these routes add to their OpenAPI description. */
export const REAUTHENTICATION_REQUIRED_DOC =
  "`reauthentication_required`: a saved account's session must have signed in or re-authenticated with a " +
  'passkey or a recovery code in the last 10 minutes (POST /api/account/reauthenticate).';
