import { CHALLENGE_TTL_SECONDS } from '@app/shared/accounts/accounts.constants';
import type { Database } from '../../db/client.ts';
import { deleteExpiredChallenges, insertChallenge } from './challenges.repository.ts';

/**
 * Stores a ceremony's challenge for any server process to finish (docs/decisions/005) and clears
 * out the ones nobody finished.
 */
export async function storeChallenge(
  db: Database,
  challenge: string,
  purpose: 'registration' | 'authentication',
  userId: string | null,
): Promise<void> {
  const now = new Date();
  await deleteExpiredChallenges(db, now);
  await insertChallenge(db, {
    challenge,
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
  });
}
