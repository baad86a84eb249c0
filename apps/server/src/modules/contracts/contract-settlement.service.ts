import type { ContractToSettle } from '@app/shared/accounts/account-deletion.schemas';
import { moneyHoldingStatuses } from '@app/shared/contracts/contract-settlement';
import { contractPath } from '@app/shared/navigation/marketplace-paths';
import type { Database } from '../../db/client.ts';
import { findContractsHoldingMoney, lockLiveContractsOf } from './contract-settlement.repository.ts';

/**
 * The member's contracts that still hold money for a party (issue 40 §4): tokens in escrow, a
 * release or refund still open, or a currency payment not yet confirmed. Call it in the deletion's
 * transaction: it locks the member's live contracts first, so no milestone of theirs can be funded
 * between this answer and the deletion's commit (a funding waits, and then finds the member gone).
 */
export async function listContractsToSettle(tx: Database, userId: string): Promise<ContractToSettle[]> {
  await lockLiveContractsOf(tx, userId);
  const rows = await findContractsHoldingMoney(tx, userId, {
    platform: moneyHoldingStatuses('platform'),
    direct: moneyHoldingStatuses('direct'),
  });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    role: row.clientId === userId ? 'client' : 'developer',
    link: contractPath(row.id),
  }));
}
