import { z } from 'zod';
import { AccountEmailSchema } from '../delivery/delivery.schemas.ts';
import { UserSchema } from '../users/users.schemas.ts';
import { ACCOUNT_MESSAGES, PASSKEY_NAME_MAX, RECOVERY_CODE_LENGTH } from './accounts.constants.ts';

export const PasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `multiDevice` passkeys sync between a person's devices (a password manager, iCloud Keychain...). */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const AccountSessionSchema = z.object({
  id: z.uuid(),
  /** From the user agent at sign-in: "Chrome on Linux". */
  deviceLabel: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** Null for an anonymous visitor's session (it does not expire). */
  expiresAt: z.iso.datetime().nullable(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

/** What the visitor owns, so they know what a passkey keeps and what switching would leave behind. */
export const OwnedSummarySchema = z.object({
  questions: z.number().int(),
  answers: z.number().int(),
  prototypes: z.number().int(),
  jobs: z.number().int(),
  applications: z.number().int(),
  hasDeveloperProfile: z.boolean(),
  /** Available tokens plus staked tokens. */
  walletBalance: z.number().int(),
  stakedBalance: z.number().int(),
});
export type OwnedSummary = z.infer<typeof OwnedSummarySchema>;

export const AccountSchema = z.object({
  user: UserSchema,
  /** True once a passkey is saved: the account can be reached from another device. */
  isSaved: z.boolean(),
  owns: OwnedSummarySchema,
  /** Whether anything is owned at all (a visitor with nothing to lose can switch freely). */
  hasContent: z.boolean(),
  passkeys: z.array(PasskeySchema),
  sessions: z.array(AccountSessionSchema),
  recoveryCodesRemaining: z.number().int(),
  /** The member's own email address (issue 34 §3): only they ever see it. */
  email: AccountEmailSchema,
  /**
   * Until when this session may add or remove passkeys, make new recovery codes and delete the
   * account without confirming again (issue 35, "sudo mode"); null when it must re-authenticate
   * first. An account with no passkey never needs to (nothing to confirm with).
   */
  reauthenticatedUntil: z.iso.datetime().nullable(),
});
export type Account = z.infer<typeof AccountSchema>;
export const AccountResponseSchema = z.object({ success: z.literal(true), account: AccountSchema });

/**
 * WebAuthn JSON as @simplewebauthn produces and consumes it. The library validates the content;
 * the schema bounds the size and shape so junk is refused with a 400 before it gets there.
 */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');

export const CeremonyOptionsResponseSchema = z.object({
  success: z.literal(true),
  /** PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON. */
  options: z.record(z.string(), z.unknown()),
});

export const RegistrationResponseJsonSchema = z.looseObject({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

export const AuthenticationResponseJsonSchema = z.looseObject({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: base64url(512).optional(),
  }),
});

const passkeyName = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(PASSKEY_NAME_MAX, `A passkey name is at most ${PASSKEY_NAME_MAX} characters`);

export const VerifyRegistrationBodySchema = z.object({
  response: RegistrationResponseJsonSchema,
  /** Defaults to the device label ("Chrome on Linux"). */
  name: passkeyName.optional(),
});
export type VerifyRegistrationBody = z.infer<typeof VerifyRegistrationBodySchema>;

export const VerifyRegistrationResponseSchema = z.object({
  success: z.literal(true),
  passkey: PasskeySchema,
  /** Shown once, with the first passkey; null afterwards. */
  recoveryCodes: z.array(z.string()).nullable(),
});
export type VerifyRegistrationResponse = z.infer<typeof VerifyRegistrationResponseSchema>;

export const SignInBodySchema = z.object({ response: AuthenticationResponseJsonSchema });
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const RecoverBodySchema = z.object({
  code: z
    .string({ message: 'Enter a recovery code' })
    .trim()
    .min(1, 'Enter a recovery code')
    .max(RECOVERY_CODE_LENGTH * 2, ACCOUNT_MESSAGES.recoveryFailed),
});
export type RecoverBody = z.infer<typeof RecoverBodySchema>;

/** A signed-in session of a saved account: the same shape as POST /api/session. */
export const SignInResponseSchema = z.object({ success: z.literal(true), token: z.string(), user: UserSchema });
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/** POST /api/account/reauthenticate: an assertion of one of this account's own passkeys. */
export const ReauthenticateBodySchema = SignInBodySchema;
/** POST /api/account/reauthenticate/recovery-code: one of this account's codes (it is spent). */
export const ReauthenticateWithCodeBodySchema = RecoverBodySchema;
export const ReauthenticatedResponseSchema = z.object({
  success: z.literal(true),
  /** This session may make sensitive changes until then (10 minutes). */
  reauthenticatedUntil: z.iso.datetime(),
});
export type ReauthenticatedResponse = z.infer<typeof ReauthenticatedResponseSchema>;

export const RecoveryCodesResponseSchema = z.object({ success: z.literal(true), recoveryCodes: z.array(z.string()) });

export const PasskeyIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a passkey id' }) });
export const SessionIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a session id' }) });
export const RenamePasskeyBodySchema = z.object({ name: passkeyName });
export const PasskeyResponseSchema = z.object({ success: z.literal(true), passkey: PasskeySchema });
export const RemovePasskeyQuerySchema = z.object({
  /** Required to remove the last passkey. */
  confirm: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const RevokedSessionsResponseSchema = z.object({ success: z.literal(true), revoked: z.number().int() });

export const DeleteAccountBodySchema = z.object({
  confirm: z.literal('DELETE', { message: ACCOUNT_MESSAGES.deleteConfirmRequired }),
  /** Tokens still in the wallet go to the bounty pool (a ledger transaction); refused without it. */
  forfeitTokens: z.boolean().default(false),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/**
 * GET /api/account/export: a JSON file of every row the visitor owns, table by table, with the
 * database's column names. Secrets (token and code hashes) and passkeys' public keys are left out.
 */
export const AccountExportSchema = z.object({
  generatedAt: z.iso.datetime(),
  user: z.record(z.string(), z.unknown()),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
