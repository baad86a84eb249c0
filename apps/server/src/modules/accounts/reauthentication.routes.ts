import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import {
  CeremonyOptionsResponseSchema,
  ReauthenticateBodySchema,
  ReauthenticatedResponseSchema,
  ReauthenticateWithCodeBodySchema,
} from '@app/shared/accounts/accounts.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { currentSessionId, requireVisitor } from '../../plugins/identity.ts';
import {
  reauthenticateWithCode,
  reauthenticateWithPasskey,
  startReauthentication,
} from './reauthentication.service.ts';
import { relyingPartyFrom } from './webauthn.ts';

const tags = ['accounts'];
/** A failed proof is a 403, never a 401: the bearer token is fine, and a 401 would make a client drop it. */
const failed = `\`reauthentication_required\`: "${ACCOUNT_MESSAGES.reauthenticationFailed}", whatever failed.`;

/**
 * "Confirm it's you" (issue 35): the current session proves possession of one of its account's
 * passkeys or recovery codes again, without a new session, and may then make sensitive changes for
 * 10 minutes. Limited per IP like sign-in (`config.signIn`, SIGNIN_LIMIT_PER_MINUTE).
 */
export const reauthenticationRoutes: FastifyPluginAsyncZod = async (app) => {
  const rp = relyingPartyFrom(app.config.PUBLIC_ORIGIN);

  app.post(
    '/account/reauthenticate/options',
    {
      preHandler: requireVisitor,
      config: { signIn: {} },
      schema: {
        tags,
        summary: "Start confirming it's you: WebAuthn request options for this account's own passkeys",
        ...documented({ 200: CeremonyOptionsResponseSchema }, { auth: 'visitor', body: true }),
      },
    },
    async (request) => ({
      success: true as const,
      options: { ...(await startReauthentication(app.db, rp, request.requireVisitor())) },
    }),
  );

  app.post(
    '/account/reauthenticate',
    {
      preHandler: requireVisitor,
      config: { signIn: {} },
      schema: {
        tags,
        summary:
          "Confirm it's you with one of this account's passkeys: this session may make sensitive changes for 10 minutes",
        body: ReauthenticateBodySchema,
        ...documented({ 200: ReauthenticatedResponseSchema }, { auth: 'visitor', body: true, forbidden: failed }),
      },
    },
    async (request) =>
      reauthenticateWithPasskey(app.db, rp, request.requireVisitor(), currentSessionId(request), request.body),
  );

  app.post(
    '/account/reauthenticate/recovery-code',
    {
      preHandler: requireVisitor,
      config: { signIn: {} },
      schema: {
        tags,
        summary: "Confirm it's you with one of this account's recovery codes (it is spent): 10 minutes, as above",
        body: ReauthenticateWithCodeBodySchema,
        ...documented({ 200: ReauthenticatedResponseSchema }, { auth: 'visitor', body: true, forbidden: failed }),
      },
    },
    async (request) =>
      reauthenticateWithCode(app.db, request.requireVisitor(), currentSessionId(request), request.body),
  );
};
