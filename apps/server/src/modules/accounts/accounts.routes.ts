import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import {
  AccountResponseSchema,
  CeremonyOptionsResponseSchema,
  PasskeyIdParamsSchema,
  PasskeyResponseSchema,
  RecoveryCodesResponseSchema,
  RemovePasskeyQuerySchema,
  RenamePasskeyBodySchema,
  RevokedSessionsResponseSchema,
  SessionIdParamsSchema,
  VerifyRegistrationBodySchema,
  VerifyRegistrationResponseSchema,
} from '@app/shared/accounts/accounts.schemas';
import { deviceLabelOf } from '@app/shared/accounts/device-label';
import { DeletedResponseSchema } from '@app/shared/community/community.schemas';
import { PayoutDetailsBodySchema, PayoutDetailsResponseSchema } from '@app/shared/payments/payout-details.schemas';
import { UpdateAccountBodySchema, UpdateAccountResponseSchema } from '@app/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { currentSessionId, requireVisitor } from '../../plugins/identity.ts';
import { getAccount, revokeOtherSessions, revokeSession, signOut } from './account.service.ts';
import { setDisplayName } from './display-name.service.ts';
import {
  finishPasskeyRegistration,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
} from './passkeys.service.ts';
import { getPayoutDetails, savePayoutDetails } from './payout-details.service.ts';
import { REAUTHENTICATION_REQUIRED_DOC, requireRecentSignInOf } from './recent-sign-in.ts';
import { regenerateRecoveryCodes } from './recovery.service.ts';
import { relyingPartyFrom } from './webauthn.ts';

const visitorOnly = { preHandler: requireVisitor } as const;
/** Sensitive actions (issue 35): a saved account's session must have signed in in the last 10 minutes. */
const recentSignIn = { preHandler: [requireVisitor, requireRecentSignInOf] };
const tags = ['accounts'];

/** The visitor's own account (issue 21): passkeys, sessions, recovery codes. Sign-in is in sign-in.routes.ts. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rp = relyingPartyFrom(app.config.PUBLIC_ORIGIN);

  app.get(
    '/account',
    {
      ...visitorOnly,
      schema: {
        tags,
        summary: 'Your account: who you are, what you own, your passkeys and sessions',
        ...documented({ 200: AccountResponseSchema }, { auth: 'visitor' }),
      },
    },
    async (request) => ({
      success: true as const,
      account: await getAccount(app.db, request.requireVisitor(), request.sessionId),
    }),
  );

  app.patch(
    '/account',
    {
      ...visitorOnly,
      schema: {
        tags,
        summary: 'Choose your display name: 1-60 characters, trimmed, no control characters, not "Deleted member"',
        body: UpdateAccountBodySchema,
        ...documented({ 200: UpdateAccountResponseSchema }, { auth: 'visitor', body: true }),
      },
    },
    async (request) => ({
      success: true as const,
      user: await setDisplayName(app.db, request.requireVisitor(), request.body.displayName),
    }),
  );

  app.get(
    '/account/payout-details',
    {
      ...visitorOnly,
      schema: {
        tags,
        summary: 'Your payout details (issue 42), the IBAN masked; null until saved',
        ...documented({ 200: PayoutDetailsResponseSchema }, { auth: 'visitor' }),
      },
    },
    async (request) => ({
      success: true as const,
      payoutDetails: await getPayoutDetails(app.db, request.requireVisitor().id),
    }),
  );

  app.put(
    '/account/payout-details',
    {
      ...visitorOnly,
      schema: {
        tags,
        summary:
          'Save where the platform pays you: account holder, IBAN and optional BIC, checked; changing saved ' +
          'details on a saved account needs a recent sign-in',
        body: PayoutDetailsBodySchema,
        ...documented(
          { 200: PayoutDetailsResponseSchema },
          { auth: 'visitor', body: true, forbidden: REAUTHENTICATION_REQUIRED_DOC },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      payoutDetails: await savePayoutDetails(
        app.db,
        request.requireVisitor().id,
        currentSessionId(request),
        request.body,
      ),
    }),
  );

  app.post(
    '/account/passkeys/registration/options',
    {
      ...recentSignIn,
      schema: {
        tags,
        summary:
          'Start saving a passkey: WebAuthn creation options (a discoverable credential, user verification); ' +
          'a saved account needs a recent sign-in',
        ...documented(
          { 200: CeremonyOptionsResponseSchema },
          { auth: 'visitor', body: true, forbidden: REAUTHENTICATION_REQUIRED_DOC },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      options: { ...(await startPasskeyRegistration(app.db, rp, request.requireVisitor())) },
    }),
  );

  app.post(
    '/account/passkeys/registration',
    {
      ...recentSignIn,
      schema: {
        tags,
        summary:
          'Save the passkey; the first one also returns ten recovery codes, shown once; a later one needs a ' +
          'recent sign-in',
        body: VerifyRegistrationBodySchema,
        ...documented(
          { 201: VerifyRegistrationResponseSchema },
          {
            auth: 'visitor',
            body: true,
            conflict: 'This passkey is already saved.',
            forbidden: REAUTHENTICATION_REQUIRED_DOC,
          },
        ),
      },
    },
    async (request, reply) => {
      const session = { id: currentSessionId(request), deviceLabel: deviceLabelOf(request.headers['user-agent']) };
      const saved = await finishPasskeyRegistration(app.db, rp, request.requireVisitor(), session, request.body);
      return reply.status(201).send({ success: true, ...saved });
    },
  );

  app.patch(
    '/account/passkeys/:id',
    {
      ...visitorOnly,
      schema: {
        tags,
        summary: 'Rename one of your passkeys',
        params: PasskeyIdParamsSchema,
        body: RenamePasskeyBodySchema,
        ...documented(
          { 200: PasskeyResponseSchema },
          { auth: 'visitor', body: true, notFound: ACCOUNT_MESSAGES.passkeyNotFound },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      passkey: await renamePasskey(app.db, request.requireVisitor(), request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/account/passkeys/:id',
    {
      ...recentSignIn,
      schema: {
        tags,
        summary: 'Remove one of your passkeys (the last one only with confirm=true); needs a recent sign-in',
        params: PasskeyIdParamsSchema,
        querystring: RemovePasskeyQuerySchema,
        ...documented(
          { 200: DeletedResponseSchema },
          {
            auth: 'visitor',
            body: true,
            notFound: ACCOUNT_MESSAGES.passkeyNotFound,
            conflict: ACCOUNT_MESSAGES.lastPasskey,
            forbidden: REAUTHENTICATION_REQUIRED_DOC,
          },
        ),
      },
    },
    async (request) => {
      await removePasskey(app.db, request.requireVisitor(), request.params.id, request.query.confirm);
      return { success: true as const };
    },
  );

  app.post(
    '/account/recovery-codes',
    {
      ...recentSignIn,
      schema: {
        tags,
        summary: 'A new set of ten recovery codes; the old ones stop working; needs a recent sign-in',
        ...documented(
          { 200: RecoveryCodesResponseSchema },
          {
            auth: 'visitor',
            body: true,
            conflict: ACCOUNT_MESSAGES.noRecoveryCodesYet,
            forbidden: REAUTHENTICATION_REQUIRED_DOC,
          },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      recoveryCodes: await regenerateRecoveryCodes(app.db, request.requireVisitor()),
    }),
  );

  app.delete(
    '/account/sessions/:id',
    {
      ...visitorOnly,
      schema: {
        tags,
        summary: 'Sign out one of your sessions (its token stops working at once)',
        params: SessionIdParamsSchema,
        ...documented(
          { 200: DeletedResponseSchema },
          { auth: 'visitor', body: true, notFound: ACCOUNT_MESSAGES.sessionNotFound },
        ),
      },
    },
    async (request) => {
      await revokeSession(app.db, request.requireVisitor(), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/account/sessions/revoke-others',
    {
      ...visitorOnly,
      schema: {
        tags,
        summary: 'Sign out every other session of your account',
        ...documented({ 200: RevokedSessionsResponseSchema }, { auth: 'visitor', body: true }),
      },
    },
    async (request) => ({
      success: true as const,
      revoked: await revokeOtherSessions(app.db, request.requireVisitor(), currentSessionId(request)),
    }),
  );

  app.post(
    '/account/sign-out',
    {
      ...visitorOnly,
      schema: {
        tags,
        summary: 'Sign out: this session ends on the server and its token stops working',
        ...documented({ 200: DeletedResponseSchema }, { auth: 'visitor', body: true }),
      },
    },
    async (request) => {
      await signOut(app.db, request.requireVisitor(), currentSessionId(request));
      return { success: true as const };
    },
  );
};
