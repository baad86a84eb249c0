import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import {
  CeremonyOptionsResponseSchema,
  RecoverBodySchema,
  type SignInBody,
  SignInBodySchema,
  SignInResponseSchema,
} from '@app/shared/accounts/accounts.schemas';
import { deviceLabelOf } from '@app/shared/accounts/device-label';
import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { recoverWithCode } from './recovery.service.ts';
import { signInAccountKey, signInWithPasskey, startSignIn } from './sign-in.service.ts';
import { relyingPartyFrom } from './webauthn.ts';

const tags = ['accounts'];
/** The one answer to any failed attempt: it never says whether an account or a passkey exists. */
const signInFailed = ApiErrorSchema.describe(`\`unauthorized\`: "${ACCOUNT_MESSAGES.signInFailed}", whatever failed.`);
const recoveryFailed = ApiErrorSchema.describe(
  `\`unauthorized\`: "${ACCOUNT_MESSAGES.recoveryFailed}", whatever failed.`,
);

/**
 * Getting back into a saved account from any browser (issue 21): no token needed. Limited per IP
 * (SIGNIN_LIMIT_PER_MINUTE), and failed passkey sign-ins also per account (plugins/security.ts).
 */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const rp = relyingPartyFrom(app.config.PUBLIC_ORIGIN);

  app.post(
    '/account/sign-in/options',
    {
      config: { signIn: {} },
      schema: {
        tags,
        summary: 'Start signing in with a passkey: WebAuthn request options (any passkey of this site)',
        ...documented({ 200: CeremonyOptionsResponseSchema }, { auth: 'none', body: true }),
      },
    },
    async () => ({ success: true as const, options: { ...(await startSignIn(app.db, rp)) } }),
  );

  app.post(
    '/account/sign-in',
    {
      config: {
        signIn: { accountKey: (request) => signInAccountKey(app.db, (request.body as SignInBody).response.id) },
      },
      schema: {
        tags,
        summary: 'Sign in with a passkey: a new session of its account (the same 401 whatever fails)',
        body: SignInBodySchema,
        ...documented({ 200: SignInResponseSchema, 401: signInFailed }, { auth: 'none', body: true }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await signInWithPasskey(app.db, rp, request.body, deviceLabelOf(request.headers['user-agent']))),
    }),
  );

  app.post(
    '/account/recover',
    {
      config: { signIn: {} },
      schema: {
        tags,
        summary: 'Sign in with a single-use recovery code (the same 401 whatever fails)',
        body: RecoverBodySchema,
        ...documented({ 200: SignInResponseSchema, 401: recoveryFailed }, { auth: 'none', body: true }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await recoverWithCode(app.db, request.body.code, deviceLabelOf(request.headers['user-agent']))),
    }),
  );
};
