import { CHALLENGE_TTL_SECONDS } from '@app/shared/accounts/accounts.constants';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';

/**
 * The few calls into @simplewebauthn/server the accounts module makes, with this product's rules
 * fixed in one place: discoverable credentials, user verification required, no attestation, the
 * relying party from PUBLIC_ORIGIN. Every verification failure is `null`: callers answer with one
 * sentence whatever went wrong (DESIGN.md §7), so the reason is never shown.
 */

export interface RelyingParty {
  /** The host name passkeys are bound to (`example.com`). */
  id: string;
  name: string;
  /** The exact origin a ceremony must come from (`https://example.com`). */
  origin: string;
}

const RP_NAME = 'AI Project Assistant';
const TRANSPORTS = new Set<string>(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

export function relyingPartyFrom(publicOrigin: string): RelyingParty {
  const url = new URL(publicOrigin);
  return { id: url.hostname, name: RP_NAME, origin: url.origin };
}

/** The user handle a passkey carries: the user's uuid as its 16 bytes, base64url. */
export function userHandleOf(userId: string): string {
  return isoBase64URL.fromBuffer(Uint8Array.from(Buffer.from(userId.replaceAll('-', ''), 'hex')));
}

export function knownTransports(transports: readonly string[] | undefined): AuthenticatorTransportFuture[] {
  return (transports ?? []).filter((transport): transport is AuthenticatorTransportFuture => TRANSPORTS.has(transport));
}

export function registrationOptions(
  rp: RelyingParty,
  user: { id: string; name: string; handle: string | null },
  existing: { credentialId: string; transports: string[] }[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    // What the passkey manager lists: anonymous visitors share a name, so a short id tells them apart.
    userName: user.handle ?? `${user.name} ${user.id.slice(0, 8)}`,
    userDisplayName: user.name,
    userID: Uint8Array.from(Buffer.from(user.id.replaceAll('-', ''), 'hex')),
    timeout: CHALLENGE_TTL_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: knownTransports(passkey.transports),
    })),
    // Discoverable: sign-in needs no user name first, the passkey says who (docs/decisions/005).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/**
 * Request options for an assertion: any passkey of this site for a sign-in (`allowed` left out),
 * or only the listed ones (re-authenticating an account: its own passkeys).
 */
export function signInOptions(
  rp: RelyingParty,
  allowed?: { credentialId: string; transports: string[] }[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_SECONDS * 1000,
    userVerification: 'required',
    ...(allowed && {
      allowCredentials: allowed.map((passkey) => ({
        id: passkey.credentialId,
        transports: knownTransports(passkey.transports),
      })),
    }),
  });
}

/** The challenge a response answers, read from its client data (null when that is not JSON). */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length <= 512 ? data.challenge : null;
  } catch {
    return null;
  }
}

export interface NewCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: AuthenticatorTransportFuture[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
}

export async function verifyRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
): Promise<NewCredential | null> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) return null;
    const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: knownTransports(response.response.transports),
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    };
  } catch {
    return null;
  }
}

export interface StoredCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/**
 * Checks an assertion against a stored passkey: challenge, origin, RP id, user verification, the
 * signature, and the counter (the library refuses a counter that did not increase whenever either
 * side is non-zero: a sign of a cloned authenticator). Returns the new counter.
 */
export async function verifySignIn(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  passkey: StoredCredential,
): Promise<{ newCounter: number; backedUp: boolean } | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: knownTransports(passkey.transports),
      },
    });
    if (!result.verified) return null;
    return { newCounter: result.authenticationInfo.newCounter, backedUp: result.authenticationInfo.credentialBackedUp };
  } catch {
    return null;
  }
}
