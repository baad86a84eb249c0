import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webauthnChallenges } from './accounts.tables.ts';

type Purpose = 'registration' | 'authentication';

export async function insertChallenge(
  db: Database,
  challenge: { challenge: string; purpose: Purpose; userId: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(webauthnChallenges).values(challenge);
}

/**
 * Takes the challenge out of the table (so it can answer one ceremony only, even a failed one) and
 * says when it expired; null when it was never issued for this purpose and user, or already used.
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
  purpose: Purpose,
  userId: string | null,
): Promise<{ expiresAt: Date } | null> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
      ),
    )
    .returning({ expiresAt: webauthnChallenges.expiresAt });
  return row ?? null;
}

/** Ceremonies that were started and never finished. */
export async function deleteExpiredChallenges(db: Database, now: Date): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
}

export async function deleteChallengesOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
}
