import type { Database } from '../../db/client.ts';
import { type AccountRef, availableOf, POOL } from '../ledger/ledger.service.ts';
import { hasLeftPlatform } from '../users/users.service.ts';

export interface Payee {
  account: AccountRef;
  /** Whose wallet history shows the payment: nobody's when it went to the pool. */
  userId: string | null;
  /** Said after the payment's description when the pool took it. */
  note: string;
}

/**
 * Where a contract's release or refund to `userId` goes (issue 40 §4): their wallet, or the bounty
 * pool when they have left the platform, never a deleted account's wallet that nobody can spend.
 * Reads the member under a key-share lock, so a deletion in flight is waited for.
 */
export async function payeeOf(tx: Database, userId: string | null): Promise<Payee> {
  if (!userId || (await hasLeftPlatform(tx, userId))) {
    return { account: POOL, userId: null, note: ' (to the bounty pool: the member has left the platform)' };
  }
  return { account: availableOf(userId), userId, note: '' };
}
