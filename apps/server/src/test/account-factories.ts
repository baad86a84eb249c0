import type { FastifyInstance } from 'fastify';
import type { createVisitor } from './build-test-app.ts';
import type { CeremonyOverrides, VirtualAuthenticator } from './virtual-authenticator.ts';

type Visitor = Awaited<ReturnType<typeof createVisitor>>;

/** The two requests of "Save this account with a passkey", as the web app makes them. */
export async function registerPasskey(
  app: FastifyInstance,
  visitor: Visitor,
  authenticator: VirtualAuthenticator,
  extra: { name?: string; overrides?: CeremonyOverrides; userAgent?: string } = {},
) {
  const headers = { ...visitor.headers, ...(extra.userAgent ? { 'user-agent': extra.userAgent } : {}) };
  const started = await app.inject({ method: 'POST', url: '/api/account/passkeys/registration/options', headers });
  if (started.statusCode !== 200) throw new Error(`Registration options failed: ${started.body}`);
  const response = authenticator.createCredential(started.json().options, extra.overrides);
  return app.inject({
    method: 'POST',
    url: '/api/account/passkeys/registration',
    headers,
    payload: { response, ...(extra.name ? { name: extra.name } : {}) },
  });
}

/** Saves the visitor's account with a first passkey; returns its recovery codes. */
export async function saveAccount(app: FastifyInstance, visitor: Visitor, authenticator: VirtualAuthenticator) {
  const saved = await registerPasskey(app, visitor, authenticator);
  if (saved.statusCode !== 201) throw new Error(`Saving the account failed: ${saved.body}`);
  return saved.json() as { passkey: { id: string; name: string }; recoveryCodes: string[] };
}

export async function signInOptions(app: FastifyInstance, remoteAddress?: string) {
  const response = await app.inject({ method: 'POST', url: '/api/account/sign-in/options', remoteAddress });
  if (response.statusCode !== 200) throw new Error(`Sign-in options failed: ${response.body}`);
  return response.json().options as Record<string, unknown> & { challenge: string };
}

/** "Sign in with a passkey" from a fresh browser: options, the authenticator's answer, the sign-in. */
export async function signInWithPasskey(
  app: FastifyInstance,
  authenticator: VirtualAuthenticator,
  overrides: CeremonyOverrides = {},
  extra: { userAgent?: string; remoteAddress?: string } = {},
) {
  const options = await signInOptions(app, extra.remoteAddress);
  return app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    remoteAddress: extra.remoteAddress,
    headers: extra.userAgent ? { 'user-agent': extra.userAgent } : {},
    payload: { response: authenticator.getAssertion(options, overrides) },
  });
}

/**
 * "Confirm it's you" (issue 35): the visitor's current session proves one of its account's passkeys
 * again, so the sensitive actions answer for the next 10 minutes.
 */
export async function reauthenticate(app: FastifyInstance, visitor: Visitor, authenticator: VirtualAuthenticator) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/account/reauthenticate/options',
    headers: visitor.headers,
  });
  if (started.statusCode !== 200) throw new Error(`Re-authentication options failed: ${started.body}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/reauthenticate',
    headers: visitor.headers,
    payload: { response: authenticator.getAssertion(started.json().options) },
  });
  if (response.statusCode !== 200) throw new Error(`Re-authentication failed: ${response.body}`);
  return response.json() as { reauthenticatedUntil: string };
}

/** The same with one of the account's recovery codes (the code is spent). */
export function reauthenticateWithCode(app: FastifyInstance, visitor: Visitor, code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/account/reauthenticate/recovery-code',
    headers: visitor.headers,
    payload: { code },
  });
}

export function recover(app: FastifyInstance, code: string, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/account/recover', payload: { code }, remoteAddress });
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
