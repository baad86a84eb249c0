import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import type { Account, OwnedSummary } from '@app/shared/accounts/accounts.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { getAccountEmail } from '../delivery/account-email.service.ts';
import { getWallet } from '../ledger/wallet.service.ts';
import { endOtherSessions, endSession, listAccountSessions } from '../users/sessions.service.ts';
import { countRowsReferencing, type UserReference } from './owned-rows.repository.ts';
import { listPasskeys } from './passkeys.service.ts';
import { sessionReauthenticatedUntil } from './reauthentication.service.ts';
import { countUnusedRecoveryCodes } from './recovery-codes.repository.ts';

/** What the account page counts, by the foreign key that makes a row the visitor's. */
const COUNTED: Record<'questions' | 'answers' | 'prototypes' | 'jobs' | 'applications' | 'profiles', UserReference> = {
  questions: { table: 'questions', column: 'author_id' },
  answers: { table: 'answers', column: 'author_id' },
  prototypes: { table: 'prototypes', column: 'author_id' },
  jobs: { table: 'jobs', column: 'owner_id' },
  applications: { table: 'job_applications', column: 'user_id' },
  profiles: { table: 'developer_profiles', column: 'user_id' },
};

export async function getOwnedSummary(db: Database, userId: string): Promise<OwnedSummary> {
  const names = Object.keys(COUNTED) as (keyof typeof COUNTED)[];
  const counts = await countRowsReferencing(
    db,
    names.map((name) => COUNTED[name]),
    userId,
  );
  const count = Object.fromEntries(names.map((name, index) => [name, counts[index] ?? 0])) as Record<
    keyof typeof COUNTED,
    number
  >;
  const wallet = await getWallet(db, userId);
  return {
    questions: count.questions,
    answers: count.answers,
    prototypes: count.prototypes,
    jobs: count.jobs,
    applications: count.applications,
    hasDeveloperProfile: count.profiles > 0,
    walletBalance: wallet.balance + wallet.staked,
    stakedBalance: wallet.staked,
  };
}

/** Anything that switching to another account in this browser would leave behind. */
export function hasContent(owns: OwnedSummary): boolean {
  return (
    owns.questions + owns.answers + owns.prototypes + owns.jobs + owns.applications + owns.walletBalance > 0 ||
    owns.hasDeveloperProfile
  );
}

/** GET /api/account: who you are, what you own, and how you get back in. */
export async function getAccount(db: Database, visitor: User, sessionId: string | null): Promise<Account> {
  const [owns, passkeys, sessions, recoveryCodesRemaining, email] = [
    await getOwnedSummary(db, visitor.id),
    await listPasskeys(db, visitor.id),
    await listAccountSessions(db, visitor.id, sessionId),
    await countUnusedRecoveryCodes(db, visitor.id),
    await getAccountEmail(db, visitor.id),
  ];
  return {
    user: visitor,
    isSaved: passkeys.length > 0,
    owns,
    hasContent: hasContent(owns),
    passkeys,
    sessions,
    recoveryCodesRemaining,
    email,
    reauthenticatedUntil: await sessionReauthenticatedUntil(db, sessionId, passkeys.length > 0),
  };
}

/** DELETE /api/account/sessions/:id: only the visitor's own; anyone else's is "not found". */
export async function revokeSession(db: Database, visitor: User, sessionId: string): Promise<void> {
  if (!(await endSession(db, visitor.id, sessionId))) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
}

export function revokeOtherSessions(db: Database, visitor: User, currentSessionId: string): Promise<number> {
  return endOtherSessions(db, visitor.id, currentSessionId);
}

/** POST /api/account/sign-out: this session's token stops working at once. */
export async function signOut(db: Database, visitor: User, currentSessionId: string): Promise<void> {
  await endSession(db, visitor.id, currentSessionId, 'signed_out');
}
