import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey for API tests: what a browser and a platform authenticator would send,
 * without a browser. ES256 keys from node:crypto, 'none' attestation, real signatures, so the
 * server's @simplewebauthn checks run for real. Overrides forge what an attacker could change.
 */

export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  /** The UV flag: false as from an authenticator that only checked presence. */
  userVerified?: boolean;
  /** The signature counter to report (the authenticator's own otherwise). */
  counter?: number;
  /** Answer this challenge instead of the one in the options. */
  challenge?: string;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();
const base64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

export interface VirtualAuthenticatorOptions {
  origin?: string;
  rpId?: string;
  /** Counts signatures like a security key (true), or reports 0 like a synced passkey (false). */
  countsSignatures?: boolean;
}

export function createVirtualAuthenticator(options: VirtualAuthenticatorOptions = {}) {
  const defaults = { origin: options.origin ?? 'http://localhost:3000', rpId: options.rpId ?? 'localhost' };
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle: string | null = null;

  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(String(jwk.x), 'base64url')],
      [-3, Buffer.from(String(jwk.y), 'base64url')],
    ]),
  );

  function authenticatorData(overrides: CeremonyOverrides, attested: boolean, signCount: number): Buffer {
    const flags =
      FLAG_USER_PRESENT |
      (overrides.userVerified === false ? 0 : FLAG_USER_VERIFIED) |
      (attested ? FLAG_ATTESTED_DATA : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(signCount);
    const parts = [sha256(overrides.rpId ?? defaults.rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, Buffer.from(coseKey));
    }
    return Buffer.concat(parts);
  }

  function clientData(type: string, challenge: string, overrides: CeremonyOverrides): Buffer {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: overrides.challenge ?? challenge,
        origin: overrides.origin ?? defaults.origin,
      }),
    );
  }

  return {
    credentialId: base64url(credentialId),
    get userHandle() {
      return userHandle;
    },

    /** navigator.credentials.create(): a new discoverable credential for `options.user`. */
    createCredential(creation: Record<string, unknown>, overrides: CeremonyOverrides = {}) {
      const { challenge, user } = creation as { challenge: string; user: { id: string } };
      userHandle = user.id;
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, never>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', authenticatorData(overrides, true, counter)],
        ]),
      );
      return {
        id: base64url(credentialId),
        rawId: base64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', challenge, overrides)),
          attestationObject: base64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** navigator.credentials.get(): an assertion over the challenge, signed with the private key. */
    getAssertion(request: Record<string, unknown>, overrides: CeremonyOverrides = {}) {
      const { challenge } = request as { challenge: string };
      if (options.countsSignatures) counter++;
      const data = authenticatorData(overrides, false, overrides.counter ?? counter);
      const client = clientData('webauthn.get', challenge, overrides);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: base64url(credentialId),
        rawId: base64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: base64url(client),
          authenticatorData: base64url(data),
          signature: base64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}

export type VirtualAuthenticator = ReturnType<typeof createVirtualAuthenticator>;
