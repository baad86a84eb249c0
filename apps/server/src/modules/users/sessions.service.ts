import { SESSION_IDLE_DAYS } from '@app/shared/accounts/accounts.constants';
import type { AccountSession } from '@app/shared/accounts/accounts.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { announceIdentityChange } from './identity-changes.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';
import {
  deleteExpiredSessionsOfUser,
  deleteOtherSessionsOfUser,
  deleteSessionOfUser,
  deleteSessionsOfUser,
  findSessionByTokenHash,
  findSessionReauthenticatedAt,
  insertSession,
  listSessionsOfUser,
  type SessionEndReason,
  selectLiveSessionIds,
  setExpiryOfUserSessions,
  setSessionReauthenticatedAt,
  touchSession,
} from './sessions.repository.ts';
import { toUser } from './users.service.ts';

const DAY_MS = 86_400_000;
/**
 * A session's last use is written at most this often: sliding the 30 days by the hour is plenty,
 * and it keeps authenticated reads free of a write on every request.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export function sessionEndFrom(now: Date): Date {
  return new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS);
}

export type ResolvedSession = { status: 'active'; user: User; sessionId: string } | { status: 'expired' };

/**
 * The visitor behind a bearer token (null when no session has it). A saved account's session that
 * passed its end is `expired`, so the caller can say so; a live one slides its end forward. With a
 * `cache` (plugins/identity.ts), a session resolved before answers without the database until a
 * change to it or its user is heard (session-cache.ts).
 */
export async function resolveSession(
  db: Database,
  token: string,
  now = new Date(),
  cache?: SessionCache,
): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) return settleSession(db, cached, now);
  const epoch = cache?.beginLookup() ?? 0;
  const found = await findSessionByTokenHash(db, tokenHash);
  if (!found) return null;
  const session: CachedSession = {
    sessionId: found.session.id,
    user: toUser(found.user),
    expiresAt: found.session.expiresAt?.getTime() ?? null,
    lastSeenAt: found.session.lastSeenAt.getTime(),
  };
  cache?.store(tokenHash, session, epoch);
  return settleSession(db, session, now);
}

async function settleSession(db: Database, session: CachedSession, now: Date): Promise<ResolvedSession> {
  if (session.expiresAt !== null && session.expiresAt <= now.getTime()) return { status: 'expired' };
  if (now.getTime() - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, session.sessionId, now, sessionEndFrom(now));
    announceIdentityChange(session.user.id);
  }
  return { status: 'active', user: session.user, sessionId: session.sessionId };
}

/**
 * A new session of a saved account (a passkey or a recovery code signed in): it expires after 30
 * idle days, and counts as freshly re-authenticated (issue 35). The user's sessions that already
 * expired are cleared out on the way.
 */
export async function startAccountSession(
  db: Database,
  userId: string,
  deviceLabel: string,
  now = new Date(),
): Promise<{ token: string; sessionId: string }> {
  await deleteExpiredSessionsOfUser(db, userId, now);
  const token = generateToken();
  const row = await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    deviceLabel,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: sessionEndFrom(now),
    reauthenticatedAt: now,
  });
  return { token, sessionId: row.id };
}

/** When the session last proved possession of a passkey or a recovery code (null: never). */
export function sessionReauthenticatedAt(db: Database, sessionId: string): Promise<Date | null> {
  return findSessionReauthenticatedAt(db, sessionId);
}

/** The session just proved possession again (issue 35); false when it ended meanwhile. */
export function recordReauthentication(db: Database, userId: string, sessionId: string, now: Date): Promise<boolean> {
  return setSessionReauthenticatedAt(db, userId, sessionId, now);
}

/** The account was saved: every session of it, this one included, now ends after 30 idle days. */
export async function makeSessionsExpire(db: Database, userId: string, now = new Date()): Promise<void> {
  await setExpiryOfUserSessions(db, userId, sessionEndFrom(now));
}

export async function listAccountSessions(
  db: Database,
  userId: string,
  currentSessionId: string | null,
): Promise<AccountSession[]> {
  const rows = await listSessionsOfUser(db, userId);
  return rows.map((row) => ({
    id: row.id,
    deviceLabel: row.deviceLabel,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isCurrent: row.id === currentSessionId,
  }));
}

/**
 * False when the user has no session with this id (someone else's looks the same: not found).
 * `signed_out` when the session ends itself; its open streams are told why (issue 35).
 */
export function endSession(
  db: Database,
  userId: string,
  sessionId: string,
  reason: SessionEndReason = 'revoked',
): Promise<boolean> {
  return deleteSessionOfUser(db, userId, sessionId, reason);
}

/** Of `sessionIds`, those still live (a live stream checks that its session did not end meanwhile). */
export function liveSessionIds(db: Database, sessionIds: string[], now = new Date()): Promise<Set<string>> {
  return selectLiveSessionIds(db, sessionIds, now);
}

export function endOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<number> {
  return deleteOtherSessionsOfUser(db, userId, keepSessionId);
}

export function endAllSessions(db: Database, userId: string): Promise<void> {
  return deleteSessionsOfUser(db, userId);
}
